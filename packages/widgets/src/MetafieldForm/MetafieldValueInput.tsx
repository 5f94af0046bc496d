import { metafieldValueFormat } from '@metafields/core';
import { TextArea, ToggleButton, ToggleButtonGroup, useMessages } from '@metafields/design-system';
import { useMemo } from 'react';
import { invalidWith } from '../forms/useErrorText.js';
import { JsonEditor } from '../valueEditors/JsonEditor/index.js';
import { WysiwygEditor } from '../valueEditors/RichTextEditor/index.js';
import type { ValueEditorField } from '../valueEditors/types.js';
import { isWysiwygOn, rememberWysiwyg, type WysiwygScope } from '../valueEditors/wysiwyg/index.js';
import { metafieldFormWidgetMessages } from './messages.js';
import { ValueGroup } from './MetafieldForm.styles.js';

/** The editor the value is shown in: JSON in the code editor, rich text, or plain text. */
export type ValueEditorChoice = 'json' | 'richText' | 'text';

/**
 * The editor a value opens in. A value already there chooses by what it holds (a JSON object or
 * array: JSON; HTML: rich text; anything else: plain text), so a saved text or HTML is never
 * shown as broken JSON. An empty value, a new metafield's, opens in the editor last chosen:
 * rich text when `wysiwygFields` lists the field, otherwise JSON.
 */
export function valueEditorChoiceOf(value: string, wysiwyg: WysiwygScope): ValueEditorChoice {
  if (value.trim() === '') return isWysiwygOn(wysiwyg) ? 'richText' : 'json';
  const format = metafieldValueFormat(value);
  return format === 'json' ? 'json' : format === 'html' ? 'richText' : 'text';
}

/**
 * Remembers a choice the person made (spec: the choice is remembered locally): rich text lists
 * the field under `wysiwygFields`, JSON and plain text do not.
 */
export function rememberValueEditorChoice(wysiwyg: WysiwygScope, choice: ValueEditorChoice) {
  rememberWysiwyg(wysiwyg, choice === 'richText');
}

export interface MetafieldValueInputProps {
  /** The visible label of whichever editor shows. */
  label: string;
  /** Where the choice is remembered: `wysiwygFields[resource]` lists `field` when rich text. */
  wysiwyg: WysiwygScope;
  /** The editor shown; the form holds it, since it validates JSON only in the JSON editor. */
  choice: ValueEditorChoice;
  /** The person picked another editor: JSON, Rich text or Plain text. */
  onChoiceChange: (choice: ValueEditorChoice) => void;
  /** The value as text; '' when empty. */
  value: string;
  /** Called with the edited text; an emptied value is ''. */
  onChange: (value: string) => void;
  /** Shows the value but takes no edits. */
  isReadOnly: boolean;
  /** Shown under the editor, which it marks invalid; `undefined` for none. */
  errorMessage: string | undefined;
}

/**
 * The metafield's value with a choice of editor: JSON in the code editor (checked as JSON),
 * rich text in the WYSIWYG editor, or plain text in a text area. The value is text either way;
 * the editors report an emptied value as null, which the form holds as ''.
 */
export function MetafieldValueInput({
  label,
  wysiwyg,
  choice,
  onChoiceChange,
  value,
  onChange,
  isReadOnly,
  errorMessage,
}: MetafieldValueInputProps) {
  const t = useMessages(metafieldFormWidgetMessages);
  const isRichText = choice === 'richText';
  // One object per editor kind, so that an editor watching its field is not reset by a render.
  const field = useMemo<ValueEditorField>(
    () => ({ label, contentType: isRichText ? 'rich_text' : 'json', wysiwyg }),
    [label, isRichText, wysiwyg],
  );
  const Editor = isRichText ? WysiwygEditor : JsonEditor;
  return (
    <ValueGroup data-value-input="">
      <ToggleButtonGroup
        aria-label={t('metafieldForm.valueEditor.label')}
        size="small"
        selectedKeys={[choice]}
        onSelectionChange={(keys) => {
          const [chosen] = keys;
          if (chosen === 'json' || chosen === 'richText' || chosen === 'text') {
            onChoiceChange(chosen);
          }
        }}
      >
        <ToggleButton id="json">{t('metafieldForm.valueEditor.json')}</ToggleButton>
        <ToggleButton id="richText">{t('metafieldForm.valueEditor.richText')}</ToggleButton>
        <ToggleButton id="text">{t('metafieldForm.valueEditor.plainText')}</ToggleButton>
      </ToggleButtonGroup>
      {choice === 'text' ? (
        <TextArea
          label={label}
          value={value}
          onChange={onChange}
          isReadOnly={isReadOnly}
          rows={4}
          autoGrow
          {...invalidWith(errorMessage)}
        />
      ) : (
        <Editor
          field={field}
          value={value === '' ? null : value}
          onChange={(next) => onChange(next ?? '')}
          isReadOnly={isReadOnly}
          errorMessage={errorMessage}
        />
      )}
    </ValueGroup>
  );
}
