import {
  commonMessages,
  flagsOfPermissionSet,
  metafieldMessages,
  permissionSetFromFlags,
  type MetafieldFormValues,
} from '@metafields/core';
import { Checkbox, TextArea, TextField, useMessages } from '@metafields/design-system';
import { useMemo, useState } from 'react';
import { useController, type Control, type UseControllerReturn } from 'react-hook-form';
import { invalidWith, useErrorText } from '../forms/useErrorText.js';
import type { MetafieldFormField } from './metafieldFormValues.js';
import {
  MetafieldValueInput,
  rememberValueEditorChoice,
  valueEditorChoiceOf,
  type ValueEditorChoice,
} from './MetafieldValueInput.js';

export interface MetafieldFieldsProps {
  /**
   * The react-hook-form form the fields belong to: `useForm<MetafieldFormValues>()`'s
   * `control`, with core's `metafieldInputSchema` as its resolver for the spec's rules.
   */
  control: Control<MetafieldFormValues>;
  /**
   * The record's resource type as a plural slug ('products'): where the value's rich-text choice
   * is remembered. Defaults to 'metafields', one choice for every resource.
   */
  resourceType?: string | undefined;
  /**
   * The value's editor, when the form holds it (the form that checks JSON only in the JSON
   * editor does). Without it the fields hold it, starting from what the value holds.
   */
  editor?: ValueEditorChoice | undefined;
  /** Called when the person picks another editor for the value, after it is remembered. */
  onEditorChange?: ((choice: ValueEditorChoice) => void) | undefined;
  /** Called as a field is edited, before the form takes the change (to dismiss a notice). */
  onEdit?: ((field: MetafieldFormField | 'permission_set') => void) | undefined;
  /**
   * Changed to give the value editor its value afresh: the rich-text editor loads its value
   * once, so a form that puts values back (Discard) changes this.
   */
  valueEditorKey?: number | undefined;
  /** Shows the fields, focusable and readable, with no way to change them. */
  isReadOnly?: boolean | undefined;
}

/**
 * The fields of a custom metafield, for any react-hook-form form over `MetafieldFormValues`:
 * Namespace, Key, Description, the two permission checkboxes and the value in the JSON, rich-text
 * or plain-text editor. Each field shows its error from the form, translated when it is one of
 * core's messages. `MetafieldForm` is these fields with the save bar and core's save plan; a
 * partner app puts them in its own form.
 */
export function MetafieldFields({
  control,
  resourceType = 'metafields',
  editor: editorProp,
  onEditorChange,
  onEdit,
  valueEditorKey,
  isReadOnly = false,
}: MetafieldFieldsProps) {
  const tMetafield = useMessages(metafieldMessages);
  const tCommon = useMessages(commonMessages);
  const errorText = useErrorText();
  const wysiwyg = useMemo(() => ({ resource: resourceType, field: 'value' }), [resourceType]);

  const namespace = useController({ control, name: 'namespace' });
  const key = useController({ control, name: 'key' });
  const description = useController({ control, name: 'description' });
  const permissionSet = useController({ control, name: 'permission_set' });
  const value = useController({ control, name: 'value' });

  const [ownEditor, setOwnEditor] = useState<ValueEditorChoice>(() =>
    valueEditorChoiceOf(value.field.value, wysiwyg),
  );
  const editor = editorProp ?? ownEditor;
  const flags = flagsOfPermissionSet(permissionSet.field.value);

  const textField = (
    { field, fieldState }: UseControllerReturn<MetafieldFormValues, 'namespace' | 'key'>,
    label: string,
  ) => (
    <TextField
      label={label}
      name={field.name}
      isRequired
      autoComplete="off"
      value={field.value}
      onChange={(text) => {
        onEdit?.(field.name);
        field.onChange(text);
      }}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      {...invalidWith(errorText(fieldState.error))}
    />
  );

  const changeFlags = (next: Partial<typeof flags>) => {
    onEdit?.('permission_set');
    permissionSet.field.onChange(permissionSetFromFlags({ ...flags, ...next }));
  };

  return (
    <>
      {textField(namespace, tCommon('common.field.namespace'))}
      {textField(key, tCommon('common.field.key'))}
      <TextArea
        label={tCommon('common.field.description')}
        name={description.field.name}
        value={description.field.value}
        onChange={(text) => {
          onEdit?.('description');
          description.field.onChange(text);
        }}
        onBlur={description.field.onBlur}
        isReadOnly={isReadOnly}
        {...invalidWith(errorText(description.fieldState.error))}
      />
      <Checkbox
        isSelected={flags.anyApiUserCanWrite}
        onChange={(anyApiUserCanWrite) => changeFlags({ anyApiUserCanWrite })}
        isReadOnly={isReadOnly}
      >
        {tMetafield('metafieldForm.anyApiUserCanWrite')}
      </Checkbox>
      <Checkbox
        isSelected={flags.availableOnStorefront}
        onChange={(availableOnStorefront) => changeFlags({ availableOnStorefront })}
        isReadOnly={isReadOnly}
      >
        {tMetafield('metafieldTable.column.availableOnStorefront')}
      </Checkbox>
      <MetafieldValueInput
        key={valueEditorKey}
        choice={editor}
        onChoiceChange={(choice) => {
          setOwnEditor(choice);
          rememberValueEditorChoice(wysiwyg, choice);
          onEditorChange?.(choice);
        }}
        label={tMetafield('metafieldForm.value')}
        wysiwyg={wysiwyg}
        value={value.field.value}
        onChange={(text) => {
          onEdit?.('value');
          value.field.onChange(text);
        }}
        isReadOnly={isReadOnly}
        errorMessage={errorText(value.fieldState.error)}
      />
    </>
  );
}
