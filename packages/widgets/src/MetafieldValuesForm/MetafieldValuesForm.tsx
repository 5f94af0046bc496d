import {
  commonMessages,
  isSameTemplateMetafieldOperation,
  isTemplateFieldReadOnly,
  metafieldMessages,
  parseTemplateValue,
  templateFieldKey,
  templateFieldSavePlan,
  templateFieldsInOrder,
  templateValueText,
  type Template,
  type TemplateField,
  type TemplateMetafieldOperation,
} from '@metafields/core';
import { Form, SaveBar, useMessages } from '@metafields/design-system';
import { useEffect, useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useCoreForm } from '../forms/useCoreForm.js';
import type { ValueEditorServices } from '../valueEditors/services/index.js';
import { ValueEditorServicesProvider } from '../valueEditors/services/index.js';
import { FieldColumn } from './MetafieldValuesForm.styles.js';
import { TemplateFieldEditor } from './TemplateFieldEditor.js';

/** A request of a save that failed, and why. */
export interface MetafieldValuesSaveFailure {
  /** The request as `onSave` received it (or a copy of it). */
  operation: TemplateMetafieldOperation;
  /**
   * Shown under the field; without one, 'Unknown error'. Core's `massEditErrorText` gives the
   * spec's text from the server's answer (its title, else its error).
   */
  message?: string | undefined;
}

/** What a save tells the form back: the requests that failed. Nothing, or none, means all saved. */
export interface MetafieldValuesSaveResult {
  failed?: readonly MetafieldValuesSaveFailure[] | undefined;
}

export interface MetafieldValuesFormProps {
  /**
   * The record's shared metafields: each template of its type with the record's metafield of that
   * namespace and key, or null when it has none yet (the server's per-record read answers this
   * list as `data`). Shown in the templates' `sort_order`. A new list (a reload) updates every
   * field the person has not changed; a changed field keeps what they entered.
   */
  fields: readonly TemplateField[];
  /**
   * The resource type the record is of (`products`, `categories`…): rich-text fields remember
   * whether the rich-text editor is on under it, in local storage under `wysiwygFields`.
   */
  resource: string;
  /**
   * Called by Save with the requests of the changed fields with write permission, in field
   * order (core's `templateMetafieldOperation`): POST a new metafield, PUT a new value, DELETE a
   * saved metafield whose value was emptied. Not called when there is nothing to send.
   *
   * Resolve when the requests are done, with the failed ones if any: each failure's message shows
   * under its field, and those fields stay changed for a retry; the others count as saved. Then
   * pass the reloaded `fields`: until they come, saved fields keep showing what was entered.
   * A rejection keeps every change, for the app's notice ('There was an error saving the
   * metafields.') and a retry.
   */
  onSave: (
    operations: TemplateMetafieldOperation[],
  ) => Promise<MetafieldValuesSaveResult | undefined | void>;
  /** Told when the form starts or stops having unsaved changes, to guard navigation. */
  onDirtyChange?: ((isDirty: boolean) => void) | undefined;
  /** The host's calls for reference and file editors (lookups, search, uploads). */
  services?: Partial<ValueEditorServices> | undefined;
  /**
   * Shows every value, focusable and readable, with no way to change or save it: for a store
   * whose plan lacks shared metafields ('Upgrade to Premium to unlock shared metafields.').
   */
  isReadOnly?: boolean | undefined;
}

const noServices: Partial<ValueEditorServices> = {};

/** The values by field name: one per template, as its value editor takes it. */
type Values = Record<string, unknown>;

// By template id: a field's namespace.key holds dots, which react-hook-form reads as a path.
const nameOf = (template: Template) => `template${template.id}`;

/**
 * The shared metafields of one record (metafields.md, sections 2, 4 and 5): one value editor per
 * template field in template order, read-only where the metafield lacks write permission or the
 * template is read-only, a menu on rich-text fields to turn the rich-text editor on or off,
 * inline errors on the fields whose save failed, and the save bar while anything changed. Only
 * the changed fields with write permission are handed to `onSave`; data refreshed from outside
 * never overwrites a field the person changed.
 */
export function MetafieldValuesForm({
  fields,
  resource,
  onSave,
  onDirtyChange,
  services = noServices,
  isReadOnly = false,
}: MetafieldValuesFormProps) {
  const tCommon = useMessages(commonMessages);
  const tMetafield = useMessages(metafieldMessages);

  const ordered = useMemo(
    () =>
      templateFieldsInOrder(fields).map((field) => ({
        field,
        key: templateFieldKey(field.template),
        name: nameOf(field.template),
        stored: parseTemplateValue(field.metafield?.value, field.template.content_type),
        isReadOnly: isTemplateFieldReadOnly(field),
      })),
    [fields],
  );
  const values = useMemo(
    () => Object.fromEntries(ordered.map(({ name, stored }) => [name, stored])),
    [ordered],
  );

  // A reload (new `fields`) updates the fields the person has not changed (metafields.md's mass
  // edit: "data refreshed from outside never overwrites a field the person changed").
  const form = useCoreForm<Values>({ values, keepsEdits: true });
  const { control, formState, getFieldState, handleSubmit, reset, resetField, setError, dismiss } =
    form;
  const isSaving = formState.isSubmitting;
  // `isDirty` is recomputed from scratch by a reload; the changed fields are what counts.
  const isDirty = Object.keys(formState.dirtyFields).length > 0;

  // Back to the saved values, errors gone (a reload's reset keeps changes; this one does not).
  const discard = () => reset(undefined, { keepDirtyValues: false, keepErrors: false });

  const reportedDirty = useRef(false);
  useEffect(() => {
    if (reportedDirty.current === isDirty) return;
    reportedDirty.current = isDirty;
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const save = async (entered: Values) => {
    if (isReadOnly) return;
    const changed = ordered.filter(({ name }) => getFieldState(name).isDirty);
    const plan = templateFieldSavePlan(
      ordered.map(({ field }) => field),
      new Map(
        changed.map(({ field, key, name }) => [
          key,
          templateValueText(entered[name], field.template.content_type),
        ]),
      ),
    );
    if (plan.length === 0) {
      discard();
      return;
    }
    let failed: readonly MetafieldValuesSaveFailure[];
    try {
      failed = (await onSave(plan.map(({ operation }) => operation)))?.failed ?? [];
    } catch {
      // The whole save failed: every change stays, for the app's notice and a retry.
      return;
    }
    for (const { key, operation } of plan) {
      const entry = changed.find((other) => other.key === key);
      if (!entry) continue;
      const failure = failed.find((other) =>
        isSameTemplateMetafieldOperation(operation, other.operation),
      );
      if (failure) {
        setError(entry.name, {
          type: 'server',
          message: failure.message || tCommon('common.error.unknown'),
        });
      } else {
        // Saved: it shows what was entered, unchanged, until the reloaded fields come.
        resetField(entry.name, { defaultValue: entered[entry.name] });
      }
    }
  };

  return (
    <ValueEditorServicesProvider services={services}>
      <Form
        aria-label={tMetafield('metafieldPage.tab.shared')}
        // The editors' own checks (lengths, JSON) show as you go; the server has the last word,
        // its errors shown under each field, so nothing blocks a save here.
        validationBehavior="aria"
        onSubmit={(event) => handleSubmit(save)(event)}
      >
        <FieldColumn>
          {ordered.map(({ field, name, isReadOnly: fieldReadOnly }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: { value, onChange }, fieldState }) => (
                <TemplateFieldEditor
                  template={field.template}
                  resource={resource}
                  value={value ?? null}
                  onChange={(next) => {
                    // Back to what is saved counts as unchanged: nothing to save.
                    const saved = formState.defaultValues?.[name];
                    const contentType = field.template.content_type;
                    const same =
                      templateValueText(next, contentType) ===
                      templateValueText(saved, contentType);
                    onChange(same ? saved : next);
                    dismiss(name);
                  }}
                  isReadOnly={isReadOnly || fieldReadOnly || isSaving}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          ))}
        </FieldColumn>
        {!isReadOnly && (
          <SaveBar
            isDirty={isDirty}
            isSaving={isSaving}
            onSave={() => void handleSubmit(save)()}
            onCancel={discard}
          />
        )}
      </Form>
    </ValueEditorServicesProvider>
  );
}
