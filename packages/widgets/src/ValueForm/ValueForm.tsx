import {
  customResourceMessages,
  displayNameOf,
  serialiseCustomResourceValue,
  type CustomObject,
  type CustomObjectValue,
} from '@metafields/core';
import { Button, Heading, Panel, SaveBar, useMessages } from '@metafields/design-system';
import { useId, useMemo, useState } from 'react';
import { useServerErrors } from '../FieldForm/useServerErrors.js';
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
  const { errorOf, dismiss } = useServerErrors(serverErrors);
  const fields = useMemo(() => fieldsInSortOrder(resource.fields), [resource.fields]);

  const [saved, setSaved] = useState<FieldValues>(() => fieldValuesOf(value));
  const [values, setValues] = useState<FieldValues>(saved);
  const [isPending, setPending] = useState(false);
  // A value given from outside (another one opened, or the saved one reloaded) starts afresh.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setSaved(fieldValuesOf(value));
    setValues(fieldValuesOf(value));
  }

  const isNew = value === undefined;
  const isDirty = !isReadOnly && canSave(values, saved, fields, isNew);
  const title = isNew
    ? tResource('valueForm.newTitle', { name: resource.name })
    : (displayNameOf(saved, fields) ??
      t('valueForm.untitled', { name: resource.name, id: value.id }));

  const change = (metaKey: string, next: unknown) => {
    dismiss(metaKey);
    setValues((previous) => ({ ...previous, [metaKey]: next }));
  };

  const save = () => {
    if (isPending || !isDirty) return;
    const submitted = values;
    setPending(true);
    onSubmit(serialiseCustomResourceValue(submitted, fields)).then(
      () => {
        setSaved(submitted);
        setPending(false);
      },
      () => setPending(false),
    );
  };

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
        onSave={save}
        onCancel={() => setValues(saved)}
      />
    </FormRoot>
  );
}
