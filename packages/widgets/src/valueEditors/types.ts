import type { ComponentType } from 'react';
import type { SelectOption, UrlType } from '@metafields/core';
import type { FormControlProps } from '../forms/focusable.js';
import type { WysiwygScope } from './wysiwyg/index.js';

/**
 * What a value editor edits: one field of a shared metafield template or of a custom resource,
 * reduced to what the editors read. `options` holds the field's rules: text lengths or number
 * bounds (`min`, `max`), the URL kind, a select's options and whether it takes several, a
 * reference's single or list choice and custom resource.
 */
export interface ValueEditorField {
  /** The editor's visible label: the template's or the field's name. */
  label: string;
  description?: string | undefined;
  contentType: string;
  options?: ValueEditorOptions | undefined;
  /**
   * Where the rich-text editor remembers whether the person chose WYSIWYG or plain HTML for this
   * field. Without it the choice lasts as long as the editor.
   */
  wysiwyg?: WysiwygScope | undefined;
}

export interface ValueEditorOptions {
  min?: number | string | undefined;
  max?: number | string | undefined;
  url_type?: UrlType | undefined;
  select_options?: readonly SelectOption[] | undefined;
  multiselect?: boolean | undefined;
  entity_list_type?: 'single' | 'list' | undefined;
  custom_object_id?: number | undefined;
}

/**
 * The props every value editor takes. Controlled: `value` in, `onChange` out, in the form core
 * serialises (`serialiseFieldValue`): text as a string, numbers as numbers, a boolean as
 * 'true' or 'false', a date as 'YYYY-MM-DD', a date and time as ISO 8601, a select's chosen
 * options as a list of `{ id, value }`, references as a list of `{ id }`, files as a list of file
 * objects; rich text as sanitised HTML; nothing chosen is null.
 * `name`, `onBlur`, `ref` and `isDisabled` fit a form library's field (react-hook-form's
 * `Controller` hands over `field` as they are).
 */
export interface ValueEditorProps<Value = unknown> extends FormControlProps {
  /** The field edited: its label, description, content type and options. */
  field: ValueEditorField;
  /** The value in the form core serialises it (see `ValueEditorProps`); `null` when none. */
  value: Value | null;
  /** Called with every edit, in the same form; `null` once the value is emptied. */
  onChange: (value: Value | null) => void;
  /** Shows the value but takes no edits. */
  isReadOnly?: boolean | undefined;
  /** Shown under the editor, which is then marked invalid. */
  errorMessage?: string | undefined;
}

export type ValueEditor<Value = unknown> = ComponentType<ValueEditorProps<Value>>;
