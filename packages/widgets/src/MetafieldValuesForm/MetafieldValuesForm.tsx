import {
  changedAfterSave,
  commonMessages,
  isSameTemplateMetafieldOperation,
  isTemplateFieldReadOnly,
  markMetafieldChanged,
  mergeRefreshedMetafields,
  metafieldMessages,
  parseTemplateValue,
  templateFieldKey,
  templateFieldSavePlan,
  templateFieldsInOrder,
  templateValueText,
  type ChangedMetafieldIds,
  type TemplateField,
  type TemplateMetafieldOperation,
} from '@metafields/core';
import { Form, SaveBar, useMessages } from '@metafields/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/** What a reload is compared by: each field's template, metafield and stored value. */
function signatureOf(fields: readonly TemplateField[]): string {
  return JSON.stringify(
    fields.map(({ template, metafield }) => [
      template.id,
      template.namespace,
      template.meta_key,
      metafield?.id,
      metafield?.value,
      metafield?.permission_set,
    ]),
  );
}

interface Entry {
  key: string;
  value: unknown;
}

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

  /** The keys (namespace.key) of the fields the person changed. */
  const [changed, setChanged] = useState<ChangedMetafieldIds<string>>([]);
  /** What the person entered, by key; only the changed and just-saved keys' values are shown. */
  const [entered, setEntered] = useState<ReadonlyMap<string, unknown>>(new Map());
  /** Saved fields that show what was entered until reloaded fields come. */
  const [awaitingReload, setAwaitingReload] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [isSaving, setSaving] = useState(false);

  const signature = useMemo(() => signatureOf(fields), [fields]);
  const [shownSignature, setShownSignature] = useState(signature);
  if (signature !== shownSignature) {
    setShownSignature(signature);
    setAwaitingReload([]);
  }

  const ordered = useMemo(
    () =>
      templateFieldsInOrder(fields).map((field) => ({
        field,
        key: templateFieldKey(field.template),
        stored: parseTemplateValue(field.metafield?.value, field.template.content_type),
        isReadOnly: isTemplateFieldReadOnly(field),
      })),
    [fields],
  );

  // Core's mass-edit rule: a changed field keeps its local value, the others take the data given.
  const keptLocally = [...changed, ...awaitingReload];
  const shown = new Map(
    mergeRefreshedMetafields<Entry, string>(
      [...entered].map(([key, value]) => ({ key, value })),
      ordered.map(({ key, stored }) => ({ key, value: stored })),
      keptLocally,
      (entry) => entry.key,
    ).map(({ key, value }) => [key, value]),
  );

  const isDirty = changed.length > 0;
  const reportedDirty = useRef(false);
  useEffect(() => {
    if (reportedDirty.current === isDirty) return;
    reportedDirty.current = isDirty;
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const change = (key: string, contentType: string, stored: unknown, value: unknown) => {
    // Back to what is stored counts as unchanged: nothing to save.
    const same = templateValueText(value, contentType) === templateValueText(stored, contentType);
    setEntered((previous) => new Map(previous).set(key, value));
    setChanged((previous) =>
      same ? previous.filter((other) => other !== key) : markMetafieldChanged(previous, key),
    );
    setAwaitingReload((previous) => previous.filter((other) => other !== key));
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const { [key]: _dismissed, ...rest } = previous;
      return rest;
    });
  };

  const cancel = () => {
    setChanged([]);
    setErrors({});
  };

  const save = async () => {
    if (isSaving || isReadOnly || !isDirty) return;
    const values = new Map(
      ordered
        .filter(({ key }) => changed.includes(key))
        .map(({ key, field }) => [
          key,
          templateValueText(entered.get(key), field.template.content_type),
        ]),
    );
    const plan = templateFieldSavePlan(
      ordered.map(({ field }) => field),
      values,
    );
    if (plan.length === 0) {
      setChanged([]);
      return;
    }
    setSaving(true);
    try {
      const result = await onSave(plan.map(({ operation }) => operation));
      const failedErrors: Record<string, string> = {};
      for (const failure of result?.failed ?? []) {
        const failed = plan.find(({ operation }) =>
          isSameTemplateMetafieldOperation(operation, failure.operation),
        );
        if (failed) failedErrors[failed.key] = failure.message || tCommon('common.error.unknown');
      }
      const failedKeys = Object.keys(failedErrors);
      setChanged((previous) => changedAfterSave(previous, failedKeys));
      setAwaitingReload(plan.map(({ key }) => key).filter((key) => !failedKeys.includes(key)));
      setErrors(failedErrors);
    } catch {
      // The whole save failed: every change stays, for the app's notice and a retry.
    } finally {
      setSaving(false);
    }
  };

  return (
    <ValueEditorServicesProvider services={services}>
      <Form
        aria-label={tMetafield('metafieldPage.tab.shared')}
        // The editors' own checks (lengths, JSON) show as you go; the server has the last word,
        // its errors shown under each field, so nothing blocks a save here.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FieldColumn>
          {ordered.map(({ field, key, stored, isReadOnly: fieldReadOnly }) => (
            <TemplateFieldEditor
              key={key}
              template={field.template}
              resource={resource}
              value={shown.get(key) ?? null}
              onChange={(value) => change(key, field.template.content_type, stored, value)}
              isReadOnly={isReadOnly || fieldReadOnly || isSaving}
              errorMessage={errors[key]}
            />
          ))}
        </FieldColumn>
        {!isReadOnly && (
          <SaveBar
            isDirty={isDirty}
            isSaving={isSaving}
            onSave={() => void save()}
            onCancel={cancel}
          />
        )}
      </Form>
    </ValueEditorServicesProvider>
  );
}
