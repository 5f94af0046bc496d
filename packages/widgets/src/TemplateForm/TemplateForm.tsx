import {
  commonMessages,
  contentTypeOptions,
  initialTemplateKeyState,
  metafieldLimits,
  templateDeleteWarning,
  templateKeyReducer,
  templateInputSchema,
  templateMessages,
  nameMaxLength,
  templateOptionsForContentType,
  type CustomResourceSummary,
  type Template,
  type TemplateFormValues,
  type TemplateInput,
  type TemplateKeyEvent,
} from '@metafields/core';
import {
  AlertDialog,
  Button,
  Checkbox,
  DialogTrigger,
  Form,
  Select,
  SelectItem,
  TextArea,
  TextField,
  useMessages,
} from '@metafields/design-system';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { coreOutputResolver } from '../forms/coreResolver.js';
import { useCoreForm } from '../forms/useCoreForm.js';
import { invalidWith } from '../forms/useErrorText.js';
import { useCoreMessage } from '../useCoreMessage.js';
import { templateFormMessages } from './messages.js';
import { FormActions, FormColumn, FormTitle } from './TemplateForm.styles.js';
import { initialTemplateFormValues } from './templateFormValues.js';
import { TemplateOptionsFields } from './TemplateOptionsFields.js';

export interface TemplateFormProps {
  /** The template to edit; without one the form creates a template ('Create shared metafield'). */
  value?: Template | undefined;
  /** The store's custom resources, offered as content types (references to them). */
  customResources: readonly CustomResourceSummary[];
  /**
   * How many templates the entity has: a new template goes after them (sort_order = count + 1,
   * 1 when not known).
   */
  existingTemplateCount?: number | undefined;
  /**
   * Called on submit, once the values pass core's template input schema, with the input as that
   * schema outputs it (defaults and text limits filled in). While the promise is pending Save
   * shows progress; on failure hand the server's errors back as `serverErrors`.
   */
  onSubmit: (input: TemplateInput) => Promise<unknown>;
  /**
   * Deletes the template, after the person confirms a dialog warning how many metafields go
   * with it. Offered only for an existing template. A promise keeps the dialog pending.
   */
  onDelete?: (() => void | Promise<unknown>) | undefined;
  /** The server's errors by field: name, namespace, meta_key, description, options.entity_list_type. */
  serverErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Shows the template without a way to change, save or delete it. */
  isReadOnly?: boolean | undefined;
}

/** The form's values: the template's, its id when saved, and whether the key follows the name. */
type FormValues = TemplateFormValues & { id?: number; keyFollowsName: boolean };

function initialValues(value: Template | undefined, existingTemplateCount: number | undefined) {
  const values = initialTemplateFormValues(value, existingTemplateCount);
  const keyState = initialTemplateKeyState(values, value === undefined);
  return { ...(value && { id: value.id }), ...values, ...keyState };
}

// Core's template input schema; the submit gets its output (defaults and text limits filled in).
const resolver = coreOutputResolver<FormValues, typeof templateInputSchema>(templateInputSchema);

/**
 * A shared metafield template (metafields.md, sections 2 to 5): Name, Namespace, Key (following
 * the name's slug until edited, for a new template), Description, Content type, the options of
 * that type, read only and use on storefront. Submit checks the values with core's schema;
 * Delete asks for confirmation first. The values live in react-hook-form.
 */
export function TemplateForm({
  value,
  customResources,
  existingTemplateCount,
  onSubmit,
  onDelete,
  serverErrors,
  isReadOnly = false,
}: TemplateFormProps) {
  const t = useMessages(templateFormMessages);
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const coreMessage = useCoreMessage();

  const values = useMemo(
    () => initialValues(value, existingTemplateCount),
    [value, existingTemplateCount],
  );
  const { control, handleSubmit, getValues, setValue, formState, errorOf, dismiss } = useCoreForm({
    values,
    resolver,
    serverErrors,
  });
  const [contentType, options, keyFollowsName] = useWatch({
    control,
    name: ['content_type', 'options', 'keyFollowsName'],
  });
  const isPending = formState.isSubmitting;

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

  const fieldError = (path: string) => invalidWith(errorOf(path));
  const set: typeof setValue = (name, next) => setValue(name, next, { shouldDirty: true });

  const changeKey = (event: TemplateKeyEvent) => {
    const next = templateKeyReducer(getValues(), event);
    set('name', next.name);
    set('meta_key', next.meta_key);
    set('keyFollowsName', next.keyFollowsName);
    dismiss(event.type === 'nameChanged' ? 'name' : 'meta_key');
    if (event.type === 'nameChanged' && keyFollowsName) dismiss('meta_key');
  };

  const changeContentType = (next: string) => {
    // Options start afresh for the new type (core's rule); read only is not a type's option.
    const typeOptionValues = templateOptionsForContentType(next, customResources);
    const isReadOnlyOption = getValues('options').is_read_only;
    set('content_type', next);
    set(
      'options',
      isReadOnlyOption === undefined
        ? typeOptionValues
        : { ...typeOptionValues, is_read_only: isReadOnlyOption },
    );
    dismiss(
      'content_type',
      'options.min',
      'options.max',
      'options.entity_list_type',
      'options.select_options',
    );
  };

  const submit = handleSubmit((input) =>
    onSubmit(input).catch(() => {
      // The page hands a failure back as `serverErrors`.
    }),
  );

  const title = value === undefined ? tTemplate('templateForm.createTitle') : value.name;

  return (
    <FormColumn>
      <FormTitle level={2} title={title}>
        {title}
      </FormTitle>
      <Form
        aria-label={title}
        validationBehavior="aria"
        onSubmit={(event) => {
          if (isReadOnly || isPending) event.preventDefault();
          else void submit(event);
        }}
      >
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <TextField
              label={tCommon('common.field.name')}
              name={field.name}
              isRequired
              maxLength={nameMaxLength}
              value={field.value}
              onChange={(name) => changeKey({ type: 'nameChanged', name })}
              onBlur={field.onBlur}
              isReadOnly={isReadOnly}
              {...fieldError('name')}
            />
          )}
        />
        <Controller
          control={control}
          name="namespace"
          render={({ field }) => (
            <TextField
              label={tCommon('common.field.namespace')}
              name={field.name}
              isRequired
              autoComplete="off"
              maxLength={metafieldLimits.namespace}
              value={field.value}
              onChange={(namespace) => {
                dismiss('namespace');
                field.onChange(namespace);
              }}
              onBlur={field.onBlur}
              isReadOnly={isReadOnly}
              {...fieldError('namespace')}
            />
          )}
        />
        <Controller
          control={control}
          name="meta_key"
          render={({ field }) => (
            <TextField
              label={tCommon('common.field.key')}
              name={field.name}
              isRequired
              autoComplete="off"
              description={keyFollowsName ? t('templateForm.key.description') : undefined}
              maxLength={metafieldLimits.key}
              value={field.value}
              onChange={(metaKey) => changeKey({ type: 'keyEdited', meta_key: metaKey })}
              onBlur={field.onBlur}
              isReadOnly={isReadOnly}
              {...fieldError('meta_key')}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <TextArea
              label={tCommon('common.field.description')}
              name={field.name}
              maxLength={metafieldLimits.description}
              value={field.value}
              onChange={(description) => {
                dismiss('description');
                field.onChange(description);
              }}
              onBlur={field.onBlur}
              isReadOnly={isReadOnly}
              {...fieldError('description')}
            />
          )}
        />
        <Select
          label={tCommon('common.field.contentType')}
          name="content_type"
          items={typeOptions}
          value={contentType}
          onChange={(key) => {
            if (key !== null && String(key) !== contentType) changeContentType(String(key));
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
          onChange={(next) => set('options', next)}
          customResources={customResources}
          errorOf={errorOf}
          isReadOnly={isReadOnly}
        />
        <Checkbox
          isSelected={options.is_read_only ?? false}
          onChange={(isSelected) => set('options', { ...options, is_read_only: isSelected })}
          isReadOnly={isReadOnly}
        >
          {tTemplate('templateForm.isReadOnly')}
        </Checkbox>
        <Controller
          control={control}
          name="use_on_storefront"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange} isReadOnly={isReadOnly}>
              {tTemplate('templateForm.useOnStorefront')}
            </Checkbox>
          )}
        />
        {!isReadOnly && (
          <FormActions>
            <Button type="submit" isPending={isPending}>
              {tCommon('common.action.save')}
            </Button>
            {value !== undefined && onDelete !== undefined && (
              <DialogTrigger>
                <Button variant="danger">{tCommon('common.action.delete')}</Button>
                <AlertDialog
                  variant="destructive"
                  title={t('templateForm.delete.title', { name: value.name })}
                  primaryActionLabel={tCommon('common.action.delete')}
                  onConfirm={onDelete}
                >
                  {coreMessage(templateDeleteWarning(value.metafield_count))}
                </AlertDialog>
              </DialogTrigger>
            )}
          </FormActions>
        )}
      </Form>
    </FormColumn>
  );
}
