import {
  canUseAsDisplayName,
  commonMessages,
  contentTypeMessages,
  contentTypeOptions,
  type CustomObjectField,
  customResourceMessages,
  type CustomResourceSummary,
  type FieldFormValues,
  fieldFormSchema,
  fieldWithContentType,
  nameMaxLength,
  newFieldValues,
  slugify,
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
import { useId, useMemo, useRef, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { coreResolver } from '../forms/coreResolver.js';
import { useCoreForm } from '../forms/useCoreForm.js';
import { invalidWith } from '../forms/useErrorText.js';
import { FieldOptionsInputs } from './FieldOptionsInputs.js';
import { Actions, FormColumn } from './FieldForm.styles.js';
import { fieldFormMessages } from './messages.js';

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

const resolver = coreResolver<FieldFormValues>(fieldFormSchema);

/**
 * A custom resource's field (companion document, field form): name, content type, use as
 * display name and the options of the content type. Every rule is core's (`fieldForm.ts`): a new
 * field's defaults, the name required, display name only for text, options reset on a type
 * change. The values live in react-hook-form; a field given anew starts the form afresh.
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
  const titleId = useId();
  const formRef = useRef<HTMLElement>(null);

  const values = useMemo(() => valuesOf(value, existingFieldCount), [value, existingFieldCount]);
  const { control, handleSubmit, getValues, setValue, formState, errorOf, dismiss } = useCoreForm({
    values,
    resolver,
    serverErrors,
  });
  const contentType = useWatch({ control, name: 'content_type' });
  const isPending = formState.isSubmitting;
  const isLocked = isReadOnly || isPending;

  const isNew = value === undefined;
  const displayNameAllowed = canUseAsDisplayName(contentType, customResources);
  const optionErrorKeys = serverErrors
    ? Object.keys(serverErrors).filter((key) => key.startsWith('options.'))
    : [];

  // Called from the submit event only: the invalid branch moves focus (a ref).
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      (submitted) =>
        onSubmit({
          ...submitted,
          use_as_display_name: submitted.use_as_display_name && displayNameAllowed,
        }).catch(() => {
          // The page hands a failure back as `serverErrors`.
        }),
      () => formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus(),
    )(event);

  return (
    <FormColumn ref={formRef} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {isNew ? tResource('fieldForm.createTitle') : value.name}
      </Heading>
      <Form
        aria-labelledby={titleId}
        // Errors never block a submit by themselves: a server's error stays until its field is
        // edited, and core's rules are checked on submit.
        validationBehavior="aria"
        onSubmit={(event) => {
          if (isLocked) event.preventDefault();
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
              autoComplete="off"
              maxLength={nameMaxLength}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(name) => {
                dismiss('name', 'meta_key', 'slug');
                field.onChange(name);
                // A new field's key follows its name; an existing one keeps its key, so that
                // renaming does not move the values stored under it.
                if (isNew) setValue('meta_key', slugify(name));
              }}
              isReadOnly={isLocked}
              {...invalidWith(errorOf('name', 'meta_key', 'slug'))}
            />
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
          value={contentType}
          onChange={(key) => {
            if (key === null) return;
            dismiss('content_type', ...optionErrorKeys);
            const next = fieldWithContentType(getValues(), String(key), customResources);
            setValue('content_type', next.content_type, { shouldDirty: true });
            setValue('options', next.options, { shouldDirty: true });
            setValue('use_as_display_name', next.use_as_display_name, { shouldDirty: true });
          }}
          isReadOnly={isLocked}
          {...invalidWith(errorOf('content_type'))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Controller
          control={control}
          name="use_as_display_name"
          render={({ field }) => (
            <Checkbox
              isSelected={field.value && displayNameAllowed}
              onChange={(useAsDisplayName) => {
                dismiss('use_as_display_name');
                field.onChange(useAsDisplayName);
              }}
              isDisabled={!displayNameAllowed}
              isReadOnly={isLocked}
              {...(displayNameAllowed
                ? {}
                : { description: t('fieldForm.useAsDisplayName.description') })}
              {...invalidWith(errorOf('use_as_display_name'))}
            >
              {tResource('fieldForm.useAsDisplayName')}
            </Checkbox>
          )}
        />
        <Controller
          control={control}
          name="options"
          render={({ field }) => (
            <FieldOptionsInputs
              contentType={contentType}
              options={field.value}
              onChange={(options) => {
                dismiss(...optionErrorKeys);
                field.onChange(options);
              }}
              customResources={customResources}
              errorOf={errorOf}
              isReadOnly={isLocked}
            />
          )}
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
