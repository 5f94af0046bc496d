import {
  commonMessages,
  contentTypeOptions,
  metafieldLimits,
  nameMaxLength,
  templateKeyReducer,
  templateMessages,
  templateOptionsForContentType,
  type CustomResourceSummary,
  type TemplateFormValues,
  type TemplateKeyEvent,
} from '@metafields/core';
import {
  Checkbox,
  Select,
  SelectItem,
  TextArea,
  TextField,
  useMessages,
} from '@metafields/design-system';
import { useMemo, useState } from 'react';
import { get, useController, useFormState, type Control } from 'react-hook-form';
import { invalidWith, useErrorText } from '../forms/useErrorText.js';
import { useCoreMessage } from '../useCoreMessage.js';
import { templateFormMessages } from './messages.js';
import { TemplateOptionsFields } from './TemplateOptionsFields.js';

/** A template's field, as `onEdit` names it: one of `TemplateFormValues`' keys but `sort_order`. */
export type TemplateFormField = Exclude<keyof TemplateFormValues, 'sort_order'>;

export interface TemplateFieldsProps<Output = TemplateFormValues> {
  /**
   * The react-hook-form form the fields belong to: `useForm<TemplateFormValues>()`'s `control`,
   * with core's `templateInputSchema` as its resolver for the spec's rules (`coreResolver`, or
   * `coreOutputResolver` to submit the schema's output, `TemplateInput`).
   */
  control: Control<TemplateFormValues, unknown, Output>;
  /** The store's custom resources, offered as content types (references to them). */
  customResources: readonly CustomResourceSummary[];
  /**
   * Whether the key follows the name's slug: a new template's does until the key is edited
   * (core's `initialTemplateKeyState`). Without it the fields hold it, following when the key
   * starts empty.
   */
  keyFollowsName?: boolean | undefined;
  /** Called when the key stops following the name: the person edited the key. */
  onKeyFollowsNameChange?: ((keyFollowsName: boolean) => void) | undefined;
  /**
   * Called as a field is edited, before the form takes the change (to dismiss its errors or a
   * notice). Editing the name while the key follows it edits the key too; a new content type
   * is 'content_type', though it starts the options afresh; the two checkboxes are 'options'
   * (read only) and 'use_on_storefront'.
   */
  onEdit?: ((field: TemplateFormField) => void) | undefined;
  /** Shows the fields, focusable and readable, with no way to change them. */
  isReadOnly?: boolean | undefined;
}

/**
 * The fields of a shared metafield template (metafields.md, sections 2 to 5), for any
 * react-hook-form form over `TemplateFormValues`: Name, Namespace, Key (following the name's
 * slug until edited, for a new template), Description, Content type, the options of that type,
 * Read only and Use on storefront. A new content type starts the options afresh (core's rule).
 * Each field shows its error from the form, translated when it is one of core's messages.
 * `TemplateForm` is these fields with its title, Save and Delete; a partner app puts them in
 * its own form.
 */
export function TemplateFields<Output = TemplateFormValues>({
  control,
  customResources,
  keyFollowsName: keyFollowsNameProp,
  onKeyFollowsNameChange,
  onEdit,
  isReadOnly = false,
}: TemplateFieldsProps<Output>) {
  const t = useMessages(templateFormMessages);
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const coreMessage = useCoreMessage();
  const errorText = useErrorText();

  const name = useController({ control, name: 'name' });
  const namespace = useController({ control, name: 'namespace' });
  const key = useController({ control, name: 'meta_key' });
  const description = useController({ control, name: 'description' });
  const contentTypeField = useController({ control, name: 'content_type' });
  const optionsField = useController({ control, name: 'options' });
  const useOnStorefront = useController({ control, name: 'use_on_storefront' });
  const { errors } = useFormState({ control });

  const [ownKeyFollowsName, setOwnKeyFollowsName] = useState(() => key.field.value === '');
  const keyFollowsName = keyFollowsNameProp ?? ownKeyFollowsName;
  const contentType = contentTypeField.field.value;
  const options = optionsField.field.value;

  const typeOptions = useMemo(() => {
    const offered = contentTypeOptions(customResources).map((option) => ({
      id: option.slug,
      name: option.name,
    }));
    // A type no longer offered (a deleted custom resource) still shows, by its slug.
    return offered.some((option) => option.id === contentType)
      ? offered
      : [...offered, { id: contentType, name: contentType }];
  }, [customResources, contentType]);

  // Errors by path: the server's go beyond the fields ('options.entity_list_type').
  const errorOf = (path: string) => errorText(get(errors, path));
  const fieldError = (path: string) => invalidWith(errorOf(path));

  const changeKey = (event: TemplateKeyEvent) => {
    const state = { name: name.field.value, meta_key: key.field.value, keyFollowsName };
    const next = templateKeyReducer(state, event);
    onEdit?.(event.type === 'nameChanged' ? 'name' : 'meta_key');
    if (event.type === 'nameChanged' && keyFollowsName) onEdit?.('meta_key');
    if (next.name !== state.name) name.field.onChange(next.name);
    if (next.meta_key !== state.meta_key) key.field.onChange(next.meta_key);
    if (next.keyFollowsName !== keyFollowsName) {
      setOwnKeyFollowsName(next.keyFollowsName);
      onKeyFollowsNameChange?.(next.keyFollowsName);
    }
  };

  const changeContentType = (next: string) => {
    // Options start afresh for the new type (core's rule); read only is not a type's option.
    const typeOptionValues = templateOptionsForContentType(next, customResources);
    const isReadOnlyOption = options.is_read_only;
    onEdit?.('content_type');
    contentTypeField.field.onChange(next);
    optionsField.field.onChange(
      isReadOnlyOption === undefined
        ? typeOptionValues
        : { ...typeOptionValues, is_read_only: isReadOnlyOption },
    );
  };

  const changeOptions = (next: TemplateFormValues['options']) => {
    onEdit?.('options');
    optionsField.field.onChange(next);
  };

  return (
    <>
      <TextField
        label={tCommon('common.field.name')}
        name={name.field.name}
        isRequired
        maxLength={nameMaxLength}
        value={name.field.value}
        onChange={(text) => changeKey({ type: 'nameChanged', name: text })}
        onBlur={name.field.onBlur}
        isReadOnly={isReadOnly}
        {...fieldError('name')}
      />
      <TextField
        label={tCommon('common.field.namespace')}
        name={namespace.field.name}
        isRequired
        autoComplete="off"
        maxLength={metafieldLimits.namespace}
        value={namespace.field.value}
        onChange={(text) => {
          onEdit?.('namespace');
          namespace.field.onChange(text);
        }}
        onBlur={namespace.field.onBlur}
        isReadOnly={isReadOnly}
        {...fieldError('namespace')}
      />
      <TextField
        label={tCommon('common.field.key')}
        name={key.field.name}
        isRequired
        autoComplete="off"
        description={keyFollowsName ? t('templateForm.key.description') : undefined}
        maxLength={metafieldLimits.key}
        value={key.field.value}
        onChange={(text) => changeKey({ type: 'keyEdited', meta_key: text })}
        onBlur={key.field.onBlur}
        isReadOnly={isReadOnly}
        {...fieldError('meta_key')}
      />
      <TextArea
        label={tCommon('common.field.description')}
        name={description.field.name}
        maxLength={metafieldLimits.description}
        value={description.field.value}
        onChange={(text) => {
          onEdit?.('description');
          description.field.onChange(text);
        }}
        onBlur={description.field.onBlur}
        isReadOnly={isReadOnly}
        {...fieldError('description')}
      />
      <Select
        label={tCommon('common.field.contentType')}
        name="content_type"
        items={typeOptions}
        value={contentType}
        onChange={(selected) => {
          if (selected !== null && String(selected) !== contentType) {
            changeContentType(String(selected));
          }
        }}
        isReadOnly={isReadOnly}
        {...fieldError('content_type')}
      >
        {(option) => (
          <SelectItem id={option.id} textValue={coreMessage(option.name)}>
            {coreMessage(option.name)}
          </SelectItem>
        )}
      </Select>
      <TemplateOptionsFields
        contentType={contentType}
        options={options}
        onChange={changeOptions}
        customResources={customResources}
        errorOf={errorOf}
        isReadOnly={isReadOnly}
      />
      <Checkbox
        isSelected={options.is_read_only ?? false}
        onChange={(isSelected) => changeOptions({ ...options, is_read_only: isSelected })}
        isReadOnly={isReadOnly}
      >
        {tTemplate('templateForm.isReadOnly')}
      </Checkbox>
      <Checkbox
        isSelected={useOnStorefront.field.value}
        onChange={(isSelected) => {
          onEdit?.('use_on_storefront');
          useOnStorefront.field.onChange(isSelected);
        }}
        isReadOnly={isReadOnly}
      >
        {tTemplate('templateForm.useOnStorefront')}
      </Checkbox>
    </>
  );
}
