import {
  canUseAsDisplayName,
  type CustomObjectField,
  customResourceMessages,
  type CustomResourceSummary,
  commonMessages,
  type FieldFormValues,
  fieldFormSchema,
  newFieldValues,
} from '@metafields/core';
import { Button, Form, Heading, useMessages } from '@metafields/design-system';
import { useId, useMemo, useRef, type FormEvent } from 'react';
import { coreResolver } from '../forms/coreResolver.js';
import { useCoreForm } from '../forms/useCoreForm.js';
import { FieldFields, type FieldFormField } from './FieldFields.js';
import { Actions, FormColumn } from './FieldForm.styles.js';

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
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const titleId = useId();
  const formRef = useRef<HTMLElement>(null);

  const values = useMemo(() => valuesOf(value, existingFieldCount), [value, existingFieldCount]);
  const { control, handleSubmit, formState, dismiss } = useCoreForm({
    values,
    resolver,
    serverErrors,
  });
  const isPending = formState.isSubmitting;
  const isLocked = isReadOnly || isPending;

  const isNew = value === undefined;
  const optionErrorKeys = serverErrors
    ? Object.keys(serverErrors).filter((key) => key.startsWith('options.'))
    : [];

  /** A field was edited: its errors go (the name's with the key's, the options' with the type). */
  const edited = (field: FieldFormField) => {
    if (field === 'name') dismiss('name', 'meta_key', 'slug');
    else if (field === 'content_type') dismiss('content_type', ...optionErrorKeys);
    else if (field === 'options') dismiss(...optionErrorKeys);
    else dismiss(field);
  };

  // Called from the submit event only: the invalid branch moves focus (a ref).
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      (submitted) =>
        onSubmit({
          ...submitted,
          use_as_display_name:
            submitted.use_as_display_name &&
            canUseAsDisplayName(submitted.content_type, customResources),
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
        <FieldFields
          control={control}
          customResources={customResources}
          // A new field's key follows its name; an existing one keeps its key, so that renaming
          // does not move the values stored under it.
          keyFollowsName={isNew}
          onEdit={edited}
          isReadOnly={isLocked}
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
