import {
  canUseAsDisplayName,
  commonMessages,
  contentTypeMessages,
  contentTypeOptions,
  customResourceMessages,
  fieldWithContentType,
  nameMaxLength,
  slugify,
  type CustomResourceSummary,
  type FieldFormValues,
} from '@metafields/core';
import { Checkbox, Select, SelectItem, TextField, useMessages } from '@metafields/design-system';
import { useState } from 'react';
import { get, useController, useFormState, type Control } from 'react-hook-form';
import { invalidWith, useErrorText } from '../forms/useErrorText.js';
import { FieldOptionsInputs } from './FieldOptionsInputs.js';
import { fieldFormMessages } from './messages.js';

/** What `onEdit` names: a value of the field form that a person edits (the key follows the name). */
export type FieldFormField = Exclude<keyof FieldFormValues, 'meta_key'>;

export interface FieldFieldsProps {
  /**
   * The react-hook-form form the fields belong to: `useForm<FieldFormValues>()`'s `control`,
   * with core's `fieldFormSchema` as its resolver for the spec's rules.
   */
  control: Control<FieldFormValues>;
  /** The store's custom resources: each is a content type that makes the field a reference. */
  customResources: readonly CustomResourceSummary[];
  /**
   * Whether the key follows the name's slug: a new field's does, a saved field keeps its key,
   * so that renaming does not move the values stored under it. Without it, the key follows
   * when it starts empty.
   */
  keyFollowsName?: boolean | undefined;
  /**
   * Called as a field is edited, before the form takes the change (to dismiss its errors or a
   * notice). A new content type is 'content_type', though it starts the options afresh and may
   * turn 'use_as_display_name' off.
   */
  onEdit?: ((field: FieldFormField) => void) | undefined;
  /** Shows the fields, focusable and readable, with no way to change them. */
  isReadOnly?: boolean | undefined;
}

/**
 * The fields of a custom resource's field (companion document, field form), for any
 * react-hook-form form over `FieldFormValues`: Name (the key following it), Content type, Use as
 * display name (only for text) and the options of the content type. A new content type starts
 * the options afresh (core's `fieldWithContentType`). Each field shows its error from the form,
 * translated when it is one of core's messages. `FieldForm` is these fields with its title and
 * Save; a partner app puts them in its own form.
 */
export function FieldFields({
  control,
  customResources,
  keyFollowsName: keyFollowsNameProp,
  onEdit,
  isReadOnly = false,
}: FieldFieldsProps) {
  const t = useMessages(fieldFormMessages);
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const tContentType = useMessages(contentTypeMessages);
  const errorText = useErrorText();

  const name = useController({ control, name: 'name' });
  const key = useController({ control, name: 'meta_key' });
  const contentType = useController({ control, name: 'content_type' });
  const useAsDisplayName = useController({ control, name: 'use_as_display_name' });
  const options = useController({ control, name: 'options' });
  const { errors } = useFormState({ control });

  const [keyStartedEmpty] = useState(() => key.field.value === '');
  const keyFollowsName = keyFollowsNameProp ?? keyStartedEmpty;
  const displayNameAllowed = canUseAsDisplayName(contentType.field.value, customResources);

  /** The shown text of the first of `keys` in error: the server's go beyond the fields ('slug'). */
  const errorOf = (...keys: string[]) =>
    keys.map((path) => errorText(get(errors, path))).find((text) => text !== undefined);

  const changeContentType = (next: string) => {
    onEdit?.('content_type');
    const field = fieldWithContentType(
      {
        name: name.field.value,
        meta_key: key.field.value,
        content_type: contentType.field.value,
        use_as_display_name: useAsDisplayName.field.value,
        options: options.field.value,
      },
      next,
      customResources,
    );
    contentType.field.onChange(field.content_type);
    options.field.onChange(field.options);
    useAsDisplayName.field.onChange(field.use_as_display_name);
  };

  return (
    <>
      <TextField
        label={tCommon('common.field.name')}
        name={name.field.name}
        isRequired
        autoComplete="off"
        maxLength={nameMaxLength}
        value={name.field.value}
        onBlur={name.field.onBlur}
        onChange={(text) => {
          onEdit?.('name');
          name.field.onChange(text);
          if (keyFollowsName) key.field.onChange(slugify(text));
        }}
        isReadOnly={isReadOnly}
        {...invalidWith(errorOf('name', 'meta_key', 'slug'))}
      />
      <Select
        label={tCommon('common.field.contentType')}
        name="content_type"
        isRequired
        items={contentTypeOptions(customResources).map((option) => ({
          id: option.slug,
          name:
            option.kind === 'builtIn'
              ? tContentType(option.name.key as keyof typeof contentTypeMessages)
              : option.name,
        }))}
        value={contentType.field.value}
        onChange={(selected) => {
          if (selected !== null) changeContentType(String(selected));
        }}
        isReadOnly={isReadOnly}
        {...invalidWith(errorOf('content_type'))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Checkbox
        isSelected={useAsDisplayName.field.value && displayNameAllowed}
        onChange={(isSelected) => {
          onEdit?.('use_as_display_name');
          useAsDisplayName.field.onChange(isSelected);
        }}
        isDisabled={!displayNameAllowed}
        isReadOnly={isReadOnly}
        {...(displayNameAllowed
          ? {}
          : { description: t('fieldForm.useAsDisplayName.description') })}
        {...invalidWith(errorOf('use_as_display_name'))}
      >
        {tResource('fieldForm.useAsDisplayName')}
      </Checkbox>
      <FieldOptionsInputs
        contentType={contentType.field.value}
        options={options.field.value}
        onChange={(next) => {
          onEdit?.('options');
          options.field.onChange(next);
        }}
        customResources={customResources}
        errorOf={errorOf}
        isReadOnly={isReadOnly}
      />
    </>
  );
}
