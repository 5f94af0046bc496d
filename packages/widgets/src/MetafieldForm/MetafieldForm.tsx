import {
  canWrite,
  commonMessages,
  isJsonText,
  metafieldFormMessages,
  metafieldInputSchema,
  metafieldMessages,
  metafieldSavePlan,
  type MessageDescriptor,
  type Metafield,
  type MetafieldFormValues,
  type MetafieldSavePlan,
} from '@metafields/core';
import { Banner, Button, EmptyState, Form, SaveBar, useMessages } from '@metafields/design-system';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import type { Resolver } from 'react-hook-form';
import { coreResolver } from '../forms/coreResolver.js';
import { useCoreForm } from '../forms/useCoreForm.js';
import { MetafieldFields } from './MetafieldFields.js';
import { FormActions, FormColumn } from './MetafieldForm.styles.js';
import {
  initialValuesOf,
  type MetafieldFormField,
  type SavedMetafieldValues,
} from './metafieldFormValues.js';
import { valueEditorChoiceOf, type ValueEditorChoice } from './MetafieldValueInput.js';
import { metafieldFormWidgetMessages } from './messages.js';

/** What the form hands to `onSubmit`: core's plan when something is to be sent. */
export type MetafieldSubmitPlan = Exclude<MetafieldSavePlan, { method: null }>;

/** The form's state as its host may want it (a page's own Save, a leave-without-saving prompt). */
export interface MetafieldFormState {
  /** Something differs from the saved values (or, for a new metafield, from the empty form). */
  isDirty: boolean;
  /** The values pass core's rules (and, in the JSON editor, are JSON). */
  isValid: boolean;
}

export interface MetafieldFormProps {
  /**
   * The saved metafield to edit. Without one the form creates a metafield (permission `write`
   * by default). A new object (reloaded after a save) starts the form afresh from it.
   */
  value?: Metafield | undefined;
  /**
   * Core's save plan, exactly: `{ method: 'POST', body }` for a new metafield (an empty
   * description left out), `{ method: 'PUT', id, body }` with only the changed fields for a
   * saved one. Never called when nothing would be sent: the form says 'No changes to be saved'.
   * While the promise is pending the save bar shows progress; once an update resolves, the
   * submitted values are the form's new saved state. On failure reject: the form says the save
   * failed ('The metafield could not be saved.') unless `errorMessage` or `serverErrors` say why.
   */
  onSubmit: (plan: MetafieldSubmitPlan) => Promise<unknown>;
  /** Called with the form's dirty and valid state on mount and whenever either changes. */
  onStateChange?: ((state: MetafieldFormState) => void) | undefined;
  /** The form's Cancel: leave without saving (the page goes back). Without it, no Cancel. */
  onCancel?: (() => void) | undefined;
  /**
   * The record's resource type as a plural slug ('products'): where the JSON or rich-text
   * choice of the value is remembered, as `wysiwygFields[resourceType]` listing 'value' when
   * rich text is chosen. Defaults to 'metafields', one choice for every resource.
   */
  resourceType?: string | undefined;
  /** The server's errors by field (namespace, key, value, description); the first shows. */
  serverErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** A message about the whole save, such as a 409's (already translated): shown as an alert. */
  errorMessage?: string | undefined;
  /** The metafield could not be loaded: 'Metafield not found' shows instead of the form. */
  isNotFound?: boolean | undefined;
  /**
   * Shows the metafield without a way to change or save it. A saved metafield whose permission
   * set lacks write is read-only whatever this says.
   */
  isReadOnly?: boolean | undefined;
}

const fieldOrder: readonly MetafieldFormField[] = ['namespace', 'key', 'description', 'value'];

/**
 * A custom metafield of a record, created or edited (metafields.md, sections 2 to 5 and 8):
 * Namespace, Key, Description, the two permission checkboxes, the value in the JSON, rich-text or
 * plain-text editor (chosen by what the value holds; a new value's by the choice remembered),
 * Cancel while nothing is changed and the save bar once something is. Submit checks the spec's limits, then hands core's save plan
 * to `onSubmit`.
 */
export function MetafieldForm(props: MetafieldFormProps) {
  const tMetafield = useMessages(metafieldMessages);
  if (props.isNotFound) {
    return (
      <EmptyState
        icon="error"
        tone="critical"
        title={tMetafield('metafieldPage.metafieldNotFound')}
      />
    );
  }
  return <MetafieldFormFields {...props} />;
}

// Core's rules (section 5): namespace and key required, the spec's lengths.
const schemaResolver = coreResolver<MetafieldFormValues>(metafieldInputSchema);

function MetafieldFormFields({
  value,
  onSubmit,
  onCancel,
  resourceType = 'metafields',
  serverErrors,
  errorMessage,
  onStateChange,
  isReadOnly: isReadOnlyProp = false,
}: MetafieldFormProps) {
  const tMetafield = useMessages(metafieldMessages);
  const tCommon = useMessages(commonMessages);
  const tSave = useMessages(metafieldFormMessages);
  const t = useMessages(metafieldFormWidgetMessages);

  const wysiwyg = useMemo(() => ({ resource: resourceType, field: 'value' }), [resourceType]);
  const [editor, setEditor] = useState<ValueEditorChoice>(() =>
    valueEditorChoiceOf(value?.value ?? '', wysiwyg),
  );
  // JSON is checked only in the JSON editor, the same on create and edit: rich and plain text
  // are saved as they are.
  const resolver = useMemo<Resolver<MetafieldFormValues>>(
    () => async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const isBadJson =
        editor === 'json' && values.value.trim() !== '' && !isJsonText(values.value);
      if (!isBadJson || result.errors.value !== undefined) return result;
      const invalidJson = { type: 'json', message: t('metafieldForm.value.invalidJson') };
      return { values: {}, errors: { ...result.errors, value: invalidJson } };
    },
    [editor, t],
  );
  const initialValues = useMemo(() => initialValuesOf(value), [value]);
  const {
    control,
    handleSubmit,
    reset,
    dismiss,
    formState: { isDirty, isValid, isSubmitting: isPending, defaultValues },
  } = useCoreForm({ values: initialValues, resolver, serverErrors });
  // The last `onSubmit` rejected: said in the form unless the host says why.
  const [submitFailed, setSubmitFailed] = useState(false);
  const hasServerErrors = Object.values(serverErrors ?? {}).some((errors) => errors.length > 0);
  const failureMessage =
    errorMessage ?? (submitFailed && !hasServerErrors ? t('metafieldForm.save.failed') : undefined);

  const latestStateChange = useRef(onStateChange);
  useLayoutEffect(() => {
    latestStateChange.current = onStateChange;
  });
  useEffect(() => {
    latestStateChange.current?.({ isDirty, isValid });
  }, [isDirty, isValid]);
  // Bumped when the values are put back, so that the rich-text editor, which loads its value
  // once, shows them.
  const [generation, setGeneration] = useState(0);
  const [info, setInfo] = useState<MessageDescriptor | undefined>();
  const formRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  // A metafield given anew (reloaded after a save, or another one) starts its editor afresh;
  // react-hook-form puts its values back (`values`).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setEditor(valueEditorChoiceOf(value?.value ?? '', wysiwyg));
    setGeneration((current) => current + 1);
    setInfo(undefined);
  }

  // The saved metafield as the save plan compares against it: after an update, what was saved.
  const saved: SavedMetafieldValues | undefined =
    value === undefined ? undefined : { id: value.id, ...(defaultValues as MetafieldFormValues) };
  const isReadOnly = isReadOnlyProp || (saved !== undefined && !canWrite(saved.permission_set));

  // Focus goes to the first field in error, so that its message is read and it can be fixed.
  const focusField = (field: MetafieldFormField) => {
    const selector =
      field === 'value'
        ? '[data-value-input] [contenteditable="true"], [data-value-input] textarea'
        : `[name="${field}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  /** Something was edited: its errors and the last notice go. */
  const edited = (field: MetafieldFormField | 'permission_set') => {
    setInfo(undefined);
    setSubmitFailed(false);
    dismiss(field);
  };

  // Called from the submit event only: the invalid branch moves focus (a ref).
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      async (values) => {
        const plan = metafieldSavePlan(values, saved);
        if (plan.method === null) {
          setInfo(plan.info);
          return;
        }
        setInfo(undefined);
        setSubmitFailed(false);
        try {
          await onSubmit(plan);
          // An update's values are now the saved ones: nothing is pending any more.
          if (plan.method === 'PUT') reset(values);
        } catch {
          // The values stay as typed, still to be saved; the host may say why (`serverErrors`,
          // `errorMessage`), else the form says the save failed.
          setSubmitFailed(true);
        }
      },
      (errors) => {
        setInfo(undefined);
        const firstInError = fieldOrder.find((field) => errors[field] !== undefined);
        if (firstInError !== undefined) focusField(firstInError);
      },
    )(event);

  const chooseEditor = (choice: ValueEditorChoice) => {
    setEditor(choice);
    // A value that was not JSON may well be fine as text: its error goes with the JSON editor.
    edited('value');
  };

  const discard = () => {
    reset();
    const restored = (defaultValues as MetafieldFormValues | undefined)?.value ?? '';
    setEditor(valueEditorChoiceOf(restored, wysiwyg));
    // The other editors follow the value; remounting them would lose where focus returns.
    if (editor === 'richText') setGeneration((current) => current + 1);
    setInfo(undefined);
  };

  return (
    <FormColumn
      ref={formRef}
      // The save bar's Discard is the form's reset button: the saved values come back through
      // react-hook-form (`discard`), not through the browser's reset, after which react-aria's
      // fields would report the values of their first render. Cancelled on the way down, before
      // the fields hear it.
      onResetCapture={(event) => event.preventDefault()}
    >
      {failureMessage !== undefined && <Banner variant="critical">{failureMessage}</Banner>}
      <Form
        id={formId}
        aria-label={tMetafield(
          saved === undefined ? 'metafieldPage.createTitle' : 'metafieldPage.editTitle',
        )}
        // The spec's rules are checked on submit, and server errors never block a submit.
        validationBehavior="aria"
        onSubmit={(event) => {
          if (isReadOnly || isPending) event.preventDefault();
          else void submit(event);
        }}
      >
        <MetafieldFields
          control={control}
          resourceType={resourceType}
          editor={editor}
          onEditorChange={chooseEditor}
          onEdit={edited}
          valueEditorKey={generation}
          isReadOnly={isReadOnly}
        />
        {info !== undefined && (
          <Banner variant="info">
            {info.key === 'metafieldForm.save.noChanges'
              ? tSave('metafieldForm.save.noChanges')
              : info.defaultMessage}
          </Banner>
        )}
        {/* One set of actions at a time: Cancel leaves an untouched form; once something is
            changed, the save bar's Discard and Save take over. */}
        {onCancel !== undefined && (isReadOnly || !isDirty) && (
          <FormActions>
            <Button variant="secondary" onPress={onCancel}>
              {tCommon('common.action.cancel')}
            </Button>
          </FormActions>
        )}
        {!isReadOnly && (
          <SaveBar
            isDirty={isDirty}
            isSaving={isPending}
            form={formId}
            onCancel={discard}
            cancelLabel={t('metafieldForm.discard')}
          />
        )}
      </Form>
    </FormColumn>
  );
}
