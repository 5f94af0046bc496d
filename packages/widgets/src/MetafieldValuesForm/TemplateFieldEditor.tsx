import type { Template } from '@metafields/core';
import { ActionMenu, MenuItem, useMessages } from '@metafields/design-system';
import { createElement, useMemo } from 'react';
import { valueEditorFor } from '../valueEditors/registry.js';
import type { ValueEditorField } from '../valueEditors/types.js';
import { useWysiwyg, type WysiwygScope } from '../valueEditors/wysiwyg/index.js';
import { FieldRow } from './MetafieldValuesForm.styles.js';
import { metafieldValuesFormMessages } from './messages.js';

export interface TemplateFieldEditorProps {
  /** The shared metafield template: its name labels the editor; its type and options set it up. */
  template: Template;
  /** The resource type whose rich-text choices this field's is remembered with. */
  resource: string;
  /** The field's value, in the form its value editor takes (see `ValueEditorProps`). */
  value: unknown;
  /** Called with every edit, in the same form; `null` once the value is emptied. */
  onChange: (value: unknown) => void;
  /** Shows the value but takes no edits. */
  isReadOnly: boolean;
  /** Shown under the editor, which it marks invalid. */
  errorMessage?: string | undefined;
}

/** The value editor a template asks for, labelled and bounded by it. */
function editorField(template: Template, wysiwyg: WysiwygScope): ValueEditorField {
  return {
    label: template.name,
    description: template.description ?? undefined,
    contentType: template.content_type,
    options: template.options ?? undefined,
    wysiwyg,
  };
}

/**
 * One template field of the shared metafields form: its content type's editor and, for rich
 * text, a menu that turns the rich-text (WYSIWYG) editor on or off. The choice is the one the
 * editor's own toggle shares (`useWysiwyg`), remembered per resource and namespace.key.
 */
export function TemplateFieldEditor({
  template,
  resource,
  value,
  onChange,
  isReadOnly,
  errorMessage,
}: TemplateFieldEditorProps) {
  const t = useMessages(metafieldValuesFormMessages);
  const field = useMemo(
    () => editorField(template, { resource, field: `${template.namespace}.${template.meta_key}` }),
    [template, resource],
  );
  const [wysiwygOn, setWysiwygOn] = useWysiwyg(field.wysiwyg);

  return (
    <FieldRow>
      {/* The registry hands back the same component for a content type every time, so the
          editor keeps its state; createElement because the component is looked up. */}
      {createElement(valueEditorFor(template.content_type), {
        field,
        value,
        onChange,
        isReadOnly,
        errorMessage,
      })}
      {template.content_type === 'rich_text' && (
        <ActionMenu
          aria-label={t('metafieldValuesForm.fieldMenu.label', { name: template.name })}
          onAction={() => setWysiwygOn(!wysiwygOn)}
        >
          <MenuItem id="wysiwyg">
            {wysiwygOn
              ? t('metafieldValuesForm.richText.disable')
              : t('metafieldValuesForm.richText.enable')}
          </MenuItem>
        </ActionMenu>
      )}
    </FieldRow>
  );
}
