import { ToggleButton, ToggleButtonGroup, useMessages } from '@metafields/design-system';
import { useMemo } from 'react';
import { JsonEditor } from '../valueEditors/JsonEditor/index.js';
import { WysiwygEditor } from '../valueEditors/RichTextEditor/index.js';
import type { ValueEditorField } from '../valueEditors/types.js';
import { useWysiwyg, type WysiwygScope } from '../valueEditors/wysiwyg/index.js';
import { metafieldFormWidgetMessages } from './messages.js';
import { ValueGroup } from './MetafieldForm.styles.js';

export interface MetafieldValueInputProps {
  label: string;
  /** Where the choice is remembered: `wysiwygFields[resource]` lists `field` when rich text. */
  wysiwyg: WysiwygScope;
  value: string;
  onChange: (value: string) => void;
  isReadOnly: boolean;
  errorMessage: string | undefined;
}

type EditorChoice = 'json' | 'richText';

/**
 * The metafield's value with a choice of editor: JSON in the code editor, or rich text in the
 * WYSIWYG editor. The choice is the field's WYSIWYG flag (rich text lists the field under
 * `wysiwygFields`, JSON does not), so it shows the same in every form of the page. The value is
 * text either way; the editors report an emptied value as null, which the form holds as ''.
 */
export function MetafieldValueInput({
  label,
  wysiwyg,
  value,
  onChange,
  isReadOnly,
  errorMessage,
}: MetafieldValueInputProps) {
  const t = useMessages(metafieldFormWidgetMessages);
  const [isRichText, setRichText] = useWysiwyg(wysiwyg);
  const choice: EditorChoice = isRichText ? 'richText' : 'json';
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
          if (chosen !== undefined) setRichText(chosen === 'richText');
        }}
      >
        <ToggleButton id="json">{t('metafieldForm.valueEditor.json')}</ToggleButton>
        <ToggleButton id="richText">{t('metafieldForm.valueEditor.richText')}</ToggleButton>
      </ToggleButtonGroup>
      <Editor
        field={field}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
        isReadOnly={isReadOnly}
        errorMessage={errorMessage}
      />
    </ValueGroup>
  );
}
