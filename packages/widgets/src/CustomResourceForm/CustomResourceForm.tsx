import {
  commonMessages,
  type CustomObject,
  customResourceFormSchema,
  customResourceMessages,
  nameMaxLength,
  slugify,
} from '@metafields/core';
import { Button, Form, Link, Text, TextField, useMessages } from '@metafields/design-system';
import { useMemo, useRef, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Actions, FormColumn } from '../FieldForm/FieldForm.styles.js';
import { coreResolver } from '../forms/coreResolver.js';
import { useCoreForm } from '../forms/useCoreForm.js';
import { invalidWith } from '../forms/useErrorText.js';

export interface CustomResourceFormProps {
  /** The resource to edit; absent for a new one. */
  value?: Pick<CustomObject, 'name' | 'slug'> | undefined;
  /** Called with `{ name }` on Save; while the promise is pending Save shows progress. */
  onSubmit: (values: { name: string }) => Promise<unknown>;
  /** The server's errors by field (`name`, `slug`); the first message of each is shown. */
  serverErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Where the documentation on custom resources is; the link opens in a new tab. */
  docsHref: string;
  /** Shows the resource, focusable and readable, with no way to change or save it. */
  isReadOnly?: boolean;
  /** Names the form: the heading of the modal around it ('Create resource'). */
  'aria-labelledby'?: string;
}

interface CustomResourceFormValues {
  name: string;
}

const resolver = coreResolver<CustomResourceFormValues>(customResourceFormSchema);

/**
 * The create/edit resource form of the custom resource modal (companion document): Name,
 * required, and Key, read-only, the slug of the name by core's rule.
 */
export function CustomResourceForm({
  value,
  onSubmit,
  serverErrors,
  docsHref,
  isReadOnly = false,
  'aria-labelledby': labelledBy,
}: CustomResourceFormProps) {
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const formRef = useRef<HTMLElement>(null);
  const values = useMemo(() => ({ name: value?.name ?? '' }), [value]);
  const { control, handleSubmit, formState, errorOf, dismiss } = useCoreForm({
    values,
    resolver,
    serverErrors,
  });
  const isPending = formState.isSubmitting;

  // Called from the submit event only: the invalid branch moves focus (a ref).
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      ({ name }) =>
        onSubmit({ name }).catch(() => {
          // The page hands a failure back as `serverErrors`.
        }),
      () => formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus(),
    )(event);

  return (
    <FormColumn ref={formRef} aria-labelledby={labelledBy}>
      <Form
        aria-labelledby={labelledBy}
        // Errors never block a submit by themselves: a server's error stays until the name is
        // edited, and the name's requirement is checked on submit.
        validationBehavior="aria"
        onSubmit={(event) => {
          if (isPending || isReadOnly) event.preventDefault();
          else void submit(event);
        }}
      >
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <>
              <TextField
                label={tCommon('common.field.name')}
                name={field.name}
                isRequired
                autoComplete="off"
                maxLength={nameMaxLength}
                value={field.value}
                onChange={(text) => {
                  dismiss('name', 'slug');
                  field.onChange(text);
                }}
                onBlur={field.onBlur}
                isReadOnly={isReadOnly || isPending}
                {...invalidWith(errorOf('name'))}
              />
              <TextField
                label={tCommon('common.field.key')}
                name="slug"
                isRequired
                isReadOnly
                // A saved resource keeps its key whatever its new name (spec section 5: "key
                // not editable"; the server keeps it on rename); a new one's is the name's slug.
                value={value === undefined ? slugify(field.value) : value.slug}
                {...invalidWith(errorOf('slug'))}
              />
            </>
          )}
        />
        <Text>
          <Link href={docsHref} isExternal>
            {tResource('customResourceModal.docs')}
          </Link>
        </Text>
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
