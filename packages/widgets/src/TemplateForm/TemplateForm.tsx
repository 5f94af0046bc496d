import {
  commonMessages,
  contentTypeOptions,
  initialTemplateKeyState,
  metafieldLimits,
  templateDeleteWarning,
  templateKeyReducer,
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
import { useMemo, useState } from 'react';
import { templateFormMessages } from './messages.js';
import { FormActions, FormColumn, FormTitle } from './TemplateForm.styles.js';
import { initialTemplateFormValues, validateTemplateForm } from './templateFormValues.js';
import type { TemplateFormErrors } from './templateFormValues.js';
import { TemplateOptionsFields } from './TemplateOptionsFields.js';
import { useCoreMessage } from '../useCoreMessage.js';

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

type FormState = TemplateFormValues & { keyFollowsName: boolean };

function initialState(value: Template | undefined, existingTemplateCount: number | undefined) {
  const values = initialTemplateFormValues(value, existingTemplateCount);
  return { ...values, ...initialTemplateKeyState(values, value === undefined) };
}

/**
 * A shared metafield template (metafields.md, sections 2 to 5): Name, Namespace, Key (following
 * the name's slug until edited, for a new template), Description, Content type, the options of
 * that type, read only and use on storefront. Submit checks the values with core's schema;
 * Delete asks for confirmation first.
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

  const [form, setForm] = useState<FormState>(() => initialState(value, existingTemplateCount));
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const [isPending, setPending] = useState(false);
  // Fields changed since the server's errors came: their server error no longer applies.
  const [editedPaths, setEditedPaths] = useState<ReadonlySet<string>>(new Set());

  // A template given anew (reloaded after a save) starts the form afresh.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setForm(initialState(value, existingTemplateCount));
    setErrors({});
  }
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    setEditedPaths(new Set());
  }

  const typeOptions = useMemo(() => {
    const options = contentTypeOptions(customResources).map((option) => ({
      id: option.slug,
      name: option.name,
    }));
    // A type no longer offered (a deleted custom resource) still shows, by its slug.
    return options.some((option) => option.id === form.content_type)
      ? options
      : [...options, { id: form.content_type, name: form.content_type }];
  }, [customResources, form.content_type]);

  const errorOf = (path: string): string | undefined => {
    const local = errors[path];
    if (local !== undefined) return coreMessage(local);
    return editedPaths.has(path) ? undefined : serverErrors?.[path]?.[0];
  };
  const fieldError = (path: string) => {
    const error = errorOf(path);
    return { isInvalid: error !== undefined, errorMessage: error };
  };

  const edited = (...paths: string[]) => {
    setErrors((current) => {
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
    setEditedPaths((current) => new Set([...current, ...paths]));
  };

  const change = (values: Partial<TemplateFormValues>, ...paths: string[]) => {
    setForm((current) => ({ ...current, ...values }));
    edited(...paths);
  };

  const changeKey = (event: TemplateKeyEvent) => {
    setForm((current) => ({ ...current, ...templateKeyReducer(current, event) }));
    edited(event.type === 'nameChanged' ? 'name' : 'meta_key');
    if (event.type === 'nameChanged' && form.keyFollowsName) edited('meta_key');
  };

  const changeContentType = (contentType: string) => {
    // Options start afresh for the new type (core's rule); read only is not a type's option.
    const options = templateOptionsForContentType(contentType, customResources);
    const isReadOnlyOption = form.options.is_read_only;
    change(
      {
        content_type: contentType,
        options:
          isReadOnlyOption === undefined ? options : { ...options, is_read_only: isReadOnlyOption },
      },
      'content_type',
      'options.min',
      'options.max',
      'options.entity_list_type',
      'options.select_options',
    );
  };

  const submit = () => {
    if (isReadOnly || isPending) return;
    const result = validateTemplateForm(form, value?.id);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    onSubmit(result.input).then(
      () => setPending(false),
      () => setPending(false),
    );
  };

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
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={tCommon('common.field.name')}
          name="name"
          isRequired
          maxLength={nameMaxLength}
          value={form.name}
          onChange={(name) => changeKey({ type: 'nameChanged', name })}
          isReadOnly={isReadOnly}
          {...fieldError('name')}
        />
        <TextField
          label={tCommon('common.field.namespace')}
          name="namespace"
          isRequired
          autoComplete="off"
          maxLength={metafieldLimits.namespace}
          value={form.namespace}
          onChange={(namespace) => change({ namespace }, 'namespace')}
          isReadOnly={isReadOnly}
          {...fieldError('namespace')}
        />
        <TextField
          label={tCommon('common.field.key')}
          name="meta_key"
          isRequired
          autoComplete="off"
          description={form.keyFollowsName ? t('templateForm.key.description') : undefined}
          maxLength={metafieldLimits.key}
          value={form.meta_key}
          onChange={(metaKey) => changeKey({ type: 'keyEdited', meta_key: metaKey })}
          isReadOnly={isReadOnly}
          {...fieldError('meta_key')}
        />
        <TextArea
          label={tCommon('common.field.description')}
          name="description"
          maxLength={metafieldLimits.description}
          value={form.description}
          onChange={(description) => change({ description }, 'description')}
          isReadOnly={isReadOnly}
          {...fieldError('description')}
        />
        <Select
          label={tCommon('common.field.contentType')}
          name="content_type"
          items={typeOptions}
          value={form.content_type}
          onChange={(key) => {
            if (key !== null && String(key) !== form.content_type) changeContentType(String(key));
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
          contentType={form.content_type}
          options={form.options}
          onChange={(options) => change({ options })}
          customResources={customResources}
          errorOf={errorOf}
          isReadOnly={isReadOnly}
        />
        <Checkbox
          isSelected={form.options.is_read_only ?? false}
          onChange={(isSelected) =>
            change({ options: { ...form.options, is_read_only: isSelected } })
          }
          isReadOnly={isReadOnly}
        >
          {tTemplate('templateForm.isReadOnly')}
        </Checkbox>
        <Checkbox
          isSelected={form.use_on_storefront}
          onChange={(useOnStorefront) => change({ use_on_storefront: useOnStorefront })}
          isReadOnly={isReadOnly}
        >
          {tTemplate('templateForm.useOnStorefront')}
        </Checkbox>
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
