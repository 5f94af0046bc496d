import {
  canUseAsDisplayName,
  commonMessages,
  contentTypeMessages,
  contentTypeOptions,
  type CustomObjectField,
  customResourceMessages,
  type CustomResourceSummary,
  type FieldFormValues,
  fieldWithContentType,
  nameMaxLength,
  newFieldValues,
  slugify,
  validationMessages,
} from '@metafields/core';
import {
  Button,
  Checkbox,
  Form,
  Heading,
  Select,
  SelectItem,
  TextField,
  useMessages,
} from '@metafields/design-system';
import { useId, useRef, useState } from 'react';
import { FieldOptionsInputs } from './FieldOptionsInputs.js';
import { Actions, FormColumn } from './FieldForm.styles.js';
import { fieldFormMessages } from './messages.js';
import { invalidWith, useServerErrors } from './useServerErrors.js';

export interface FieldFormProps {
  /** The field to edit; absent for a new one. */
  value?: CustomObjectField | undefined;
  /** How many fields the resource has: the first one is its display name by default. */
  existingFieldCount: number;
  /** The store's custom resources: each is a content type that makes the field a reference. */
  customResources: readonly CustomResourceSummary[];
  /** Called with the form's values on Save; while the promise is pending Save shows progress. */
  onSubmit: (values: FieldFormValues) => Promise<unknown>;
  /**
   * The server's errors by field (`name`, `meta_key`, `content_type`, `options.min`,
   * `options.select_options.1`…); the first message of each is shown, until that field is edited.
   */
  serverErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Shows the field, focusable and readable, with no way to change or save it. */
  isReadOnly?: boolean;
}

function valuesOf(field: CustomObjectField | undefined, existingFieldCount: number) {
  if (field === undefined) return newFieldValues(existingFieldCount);
  const { name, meta_key, content_type, use_as_display_name, options } = field;
  return { name, meta_key, content_type, use_as_display_name, options: options ?? {} };
}

/**
 * A custom resource's field (companion document, field form): name, content type, use as
 * display name and the options of the content type. Every rule is core's (`fieldForm.ts`): a new
 * field's defaults, display name only for text, options reset on a type change.
 */
export function FieldForm({
  value,
  existingFieldCount,
  customResources,
  onSubmit,
  serverErrors,
  isReadOnly = false,
}: FieldFormProps) {
  const t = useMessages(fieldFormMessages);
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const tContentType = useMessages(contentTypeMessages);
  const tValidation = useMessages(validationMessages);
  const titleId = useId();
  const { errorOf, dismiss } = useServerErrors(serverErrors);

  const [values, setValues] = useState<FieldFormValues>(() => valuesOf(value, existingFieldCount));
  const [isPending, setPending] = useState(false);
  // 'This field is required' shows after a submit with no name, until a name is typed.
  const [nameMissing, setNameMissing] = useState(false);
  const formRef = useRef<HTMLElement>(null);
  // A new field given from outside (another field opened, or the saved one) starts afresh.
  const [shownField, setShownField] = useState(value);
  if (value !== shownField) {
    setShownField(value);
    setValues(valuesOf(value, existingFieldCount));
  }

  const isNew = value === undefined;
  const displayNameAllowed = canUseAsDisplayName(values.content_type, customResources);
  const optionErrorKeys = serverErrors
    ? Object.keys(serverErrors).filter((key) => key.startsWith('options.'))
    : [];

  const submit = () => {
    if (isPending || isReadOnly) return;
    if (values.name.trim() === '') {
      setNameMissing(true);
      formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    setPending(true);
    const done = () => setPending(false);
    onSubmit({
      ...values,
      use_as_display_name: values.use_as_display_name && displayNameAllowed,
    }).then(done, done);
  };

  return (
    <FormColumn ref={formRef} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {isNew ? tResource('fieldForm.createTitle') : value.name}
      </Heading>
      <Form
        aria-labelledby={titleId}
        // Errors never block a submit by themselves: a server's error stays until its field is
        // edited, and the name's requirement is checked on submit.
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
          autoComplete="off"
          maxLength={nameMaxLength}
          value={values.name}
          onChange={(name) => {
            dismiss('name', 'meta_key', 'slug');
            setNameMissing(false);
            // A new field's key follows its name; an existing one keeps its key, so that
            // renaming does not move the values stored under it.
            setValues((previous) => ({
              ...previous,
              name,
              meta_key: isNew ? slugify(name) : previous.meta_key,
            }));
          }}
          isReadOnly={isReadOnly || isPending}
          {...invalidWith(
            nameMissing ? tValidation('validation.required') : errorOf('name', 'meta_key', 'slug'),
          )}
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
          value={values.content_type}
          onChange={(key) => {
            if (key === null) return;
            dismiss('content_type', ...optionErrorKeys);
            setValues((previous) => fieldWithContentType(previous, String(key), customResources));
          }}
          isReadOnly={isReadOnly || isPending}
          {...invalidWith(errorOf('content_type'))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Checkbox
          isSelected={values.use_as_display_name && displayNameAllowed}
          onChange={(useAsDisplayName) => {
            dismiss('use_as_display_name');
            setValues((previous) => ({ ...previous, use_as_display_name: useAsDisplayName }));
          }}
          isDisabled={!displayNameAllowed}
          isReadOnly={isReadOnly || isPending}
          {...(displayNameAllowed
            ? {}
            : { description: t('fieldForm.useAsDisplayName.description') })}
          {...invalidWith(errorOf('use_as_display_name'))}
        >
          {tResource('fieldForm.useAsDisplayName')}
        </Checkbox>
        <FieldOptionsInputs
          contentType={values.content_type}
          options={values.options}
          onChange={(options) => {
            dismiss(...optionErrorKeys);
            setValues((previous) => ({ ...previous, options }));
          }}
          customResources={customResources}
          errorOf={errorOf}
          isReadOnly={isReadOnly || isPending}
        />
        {!isReadOnly && (
          <Actions>
            <Button type="submit" isPending={isPending}>
              {tCommon('common.action.save')}
            </Button>
          </Actions>
        )}
      </Form>
    </FormColumn>
  );
}
