import {
  customResourceMessages,
  displayNameOf,
  serialiseCustomResourceValue,
  type CustomObject,
  type CustomObjectValue,
} from '@metafields/core';
import { Button, Heading, Panel, SaveBar, useMessages } from '@metafields/design-system';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useCoreForm } from '../forms/useCoreForm.js';
import {
  ValueEditorServicesProvider,
  type ValueEditorServices,
} from '../valueEditors/services/index.js';
import { valueFormMessages } from './messages.js';
import { ValueFieldEditor } from './ValueFieldEditor.js';
import { FieldList, FormRoot } from './ValueForm.styles.js';
import {
  canSave,
  fieldValuesOf,
  fieldsInSortOrder,
  type FieldValues,
  type ValueBody,
} from './valueFormState.js';

export interface ValueFormProps {
  /** The custom resource the value belongs to: its name, slug and fields. */
  resource: Pick<CustomObject, 'name' | 'slug' | 'fields'>;
  /**
   * The value to edit, as the server sends it (strings, numbers, 'true'/'false', lists of `{id}`,
   * file objects, select options); absent for a new value. A different object given later (the
   * value reloaded after a save) replaces what the form shows.
   */
  value?: CustomObjectValue | undefined;
  /**
   * Called by Save with the body core's `serialiseCustomResourceValue` makes: one property per
   * field meta_key. The host creates (POST) when `value` is absent and updates (PUT) otherwise.
   * While the promise is pending Save shows progress and the editors are read-only; once it
   * resolves the saved values are the form's new baseline (no unsaved changes). A rejection
   * keeps the changes, for the host to show why through `serverErrors`.
   */
  onSubmit: (body: ValueBody) => Promise<unknown>;
  /**
   * The server's errors by field meta_key; the first message of each shows on its editor until
   * that field is edited.
   */
  serverErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** The Details panel's 'Edit {name} settings' action; without it the action is not shown. */
  onEditSettings?: (() => void) | undefined;
  /**
   * What the reference and file editors call (look-ups, uploads). Given in part, the rest come
   * from a `ValueEditorServicesProvider` around the form.
   */
  services?: Partial<ValueEditorServices> | undefined;
  /** Shows the value, focusable and readable, with no way to change or save it. */
  isReadOnly?: boolean;
}

/**
 * One value of a custom resource (companion document, value form): titled with its display
 * field's value or 'New {name}', a Details panel with the 'Edit {name} settings' action and one
 * editor per field in sort order, read-only where the field's permission set includes 'read',
 * and the save bar. Saving is offered when something changed and, for a new value, only when
 * some field holds a value (core's `holdsAnyFieldValue`).
 */
export function ValueForm({
  resource,
  value,
  onSubmit,
  serverErrors,
  onEditSettings,
  services,
  isReadOnly = false,
}: ValueFormProps) {
  const tResource = useMessages(customResourceMessages);
  const t = useMessages(valueFormMessages);
  const titleId = useId();
  const fields = useMemo(() => fieldsInSortOrder(resource.fields), [resource.fields]);
  // The value given from outside (another one opened, or the saved one reloaded) starts afresh.
  const initialValues = useMemo(() => fieldValuesOf(value), [value]);
  const { control, handleSubmit, reset, formState, errorOf, dismiss, setValue } =
    useCoreForm<FieldValues>({ values: initialValues, serverErrors });
  const values = useWatch({ control });
  const saved = formState.defaultValues ?? initialValues;
  const isPending = formState.isSubmitting;

  const isNew = value === undefined;
  const isDirty = !isReadOnly && canSave(values, saved, fields, isNew);
  const title = isNew
    ? tResource('valueForm.newTitle', { name: resource.name })
    : (displayNameOf(saved, fields) ??
      t('valueForm.untitled', { name: resource.name, id: value.id }));

  const change = (metaKey: string, next: unknown) => {
    dismiss(metaKey);
    setValue(metaKey, next, { shouldDirty: true });
  };

  const save = handleSubmit(async (submitted) => {
    if (!isDirty) return;
    try {
      await onSubmit(serialiseCustomResourceValue(submitted, fields));
      // The saved values are the new baseline: nothing is unsaved any more.
      reset(submitted);
    } catch {
      // The host shows why through `serverErrors`; the changes stay.
    }
  });

  const editors = (
    <FieldList>
      {fields.map((field) => (
        <ValueFieldEditor
          key={field.id}
          field={field}
          resourceSlug={resource.slug}
          value={values[field.meta_key]}
          onChange={change}
          isReadOnly={isReadOnly || isPending}
          errorMessage={errorOf(field.meta_key)}
        />
      ))}
    </FieldList>
  );

  return (
    <FormRoot aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      <Panel
        title={tResource('valueForm.details')}
        headingLevel={3}
        actions={
          onEditSettings && (
            <Button variant="secondary" onPress={() => onEditSettings()}>
              {tResource('valueForm.editSettings', { name: resource.name })}
            </Button>
          )
        }
      >
        {services ? (
          <ValueEditorServicesProvider services={services}>{editors}</ValueEditorServicesProvider>
        ) : (
          editors
        )}
      </Panel>
      <SaveBar
        isDirty={isDirty || isPending}
        isSaving={isPending}
        onSave={() => void save()}
        onCancel={() => reset()}
      />
    </FormRoot>
  );
}
