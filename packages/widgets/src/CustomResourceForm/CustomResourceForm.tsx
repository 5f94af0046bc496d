import {
  commonMessages,
  type CustomObject,
  customResourceMessages,
  nameMaxLength,
  slugify,
  validationMessages,
} from '@metafields/core';
import { Button, Form, Link, Text, TextField, useMessages } from '@metafields/design-system';
import { useRef, useState } from 'react';
import { Actions, FormColumn } from '../FieldForm/FieldForm.styles.js';
import { invalidWith, useServerErrors } from '../FieldForm/useServerErrors.js';

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
  const tValidation = useMessages(validationMessages);
  const { errorOf, dismiss } = useServerErrors(serverErrors);
  const [name, setName] = useState(value?.name ?? '');
  const [isPending, setPending] = useState(false);
  // 'This field is required' shows after a submit with no name, until a name is typed.
  const [nameMissing, setNameMissing] = useState(false);
  const formRef = useRef<HTMLElement>(null);
  const [shownResource, setShownResource] = useState(value);
  if (value !== shownResource) {
    setShownResource(value);
    setName(value?.name ?? '');
  }
  // A saved resource keeps its key whatever its new name (spec section 5: "key not
  // editable"; the server keeps it on rename); a new one's key is the slug of its name.
  const key = value === undefined ? slugify(name) : value.slug;

  return (
    <FormColumn ref={formRef} aria-labelledby={labelledBy}>
      <Form
        aria-labelledby={labelledBy}
        // Errors never block a submit by themselves: a server's error stays until the name is
        // edited, and the name's requirement is checked on submit.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (isPending || isReadOnly) return;
          if (name.trim() === '') {
            setNameMissing(true);
            formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
            return;
          }
          setPending(true);
          const done = () => setPending(false);
          onSubmit({ name }).then(done, done);
        }}
      >
        <TextField
          label={tCommon('common.field.name')}
          name="name"
          isRequired
          autoComplete="off"
          maxLength={nameMaxLength}
          value={name}
          onChange={(text) => {
            dismiss('name', 'slug');
            setNameMissing(false);
            setName(text);
          }}
          isReadOnly={isReadOnly || isPending}
          {...invalidWith(nameMissing ? tValidation('validation.required') : errorOf('name'))}
        />
        <TextField
          label={tCommon('common.field.key')}
          name="slug"
          isRequired
          isReadOnly
          value={key}
          {...invalidWith(errorOf('slug'))}
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
