import {
  commonMessages,
  initialTemplateKeyState,
  templateDeleteWarning,
  templateInputSchema,
  templateMessages,
  type CustomResourceSummary,
  type Template,
  type TemplateFormValues,
  type TemplateInput,
} from '@metafields/core';
import { AlertDialog, Button, DialogTrigger, Form, useMessages } from '@metafields/design-system';
import { useMemo, useState } from 'react';
import { coreOutputResolver } from '../forms/coreResolver.js';
import { useCoreForm } from '../forms/useCoreForm.js';
import { useCoreMessage } from '../useCoreMessage.js';
import { templateFormMessages } from './messages.js';
import { FormActions, FormColumn, FormTitle } from './TemplateForm.styles.js';
import { TemplateFields, type TemplateFormField } from './TemplateFields.js';
import { initialTemplateFormValues } from './templateFormValues.js';

export interface TemplateFormProps {
  /** The template to edit; without one the form creates a template ('Create shared metafield'). */
  value?: Template | undefined;
  /** The store's custom resources, offered as content types (references to them). */
  customResources: readonly CustomResourceSummary[];
  /**
   * How many templates the entity has: a new template goes after them (sort_order = count + 1,
   * 1 when not known).
   */
  existingTemplateCount?: number | undefined;
  /**
   * Called on submit, once the values pass core's template input schema, with the input as that
   * schema outputs it (defaults and text limits filled in). While the promise is pending Save
   * shows progress; on failure hand the server's errors back as `serverErrors`.
   */
  onSubmit: (input: TemplateInput) => Promise<unknown>;
  /**
   * Deletes the template, after the person confirms a dialog warning how many metafields go
   * with it. Offered only for an existing template. A promise keeps the dialog pending.
   */
  onDelete?: (() => void | Promise<unknown>) | undefined;
  /** The server's errors by field: name, namespace, meta_key, description, options.entity_list_type. */
  serverErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Shows the template without a way to change, save or delete it. */
  isReadOnly?: boolean | undefined;
}

// Core's template input schema; the submit gets its output (defaults and text limits filled in).
const resolver = coreOutputResolver<TemplateFormValues, typeof templateInputSchema>(
  templateInputSchema,
);

// A new content type starts the options afresh: their errors go with the old ones.
const contentTypeErrorPaths = [
  'content_type',
  'options.min',
  'options.max',
  'options.entity_list_type',
  'options.select_options',
];

/**
 * A shared metafield template (metafields.md, sections 2 to 5): Name, Namespace, Key (following
 * the name's slug until edited, for a new template), Description, Content type, the options of
 * that type, read only and use on storefront. Submit checks the values with core's schema;
 * Delete asks for confirmation first. The values live in react-hook-form.
 */
export function TemplateForm({
  value,
  customResources,
  existingTemplateCount,
  onSubmit,
  onDelete,
  serverErrors,
  isReadOnly = false,
}: TemplateFormProps) {
  const t = useMessages(templateFormMessages);
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const coreMessage = useCoreMessage();

  const values = useMemo(
    () => initialTemplateFormValues(value, existingTemplateCount),
    [value, existingTemplateCount],
  );
  const { control, handleSubmit, formState, dismiss } = useCoreForm({
    values,
    resolver,
    serverErrors,
  });
  const isPending = formState.isSubmitting;

  // A new template's key follows its name until the key is edited (core's rule). Values given
  // anew start it afresh, as react-hook-form starts the fields afresh.
  const keyFollowsNameAtFirst = (next: typeof values) =>
    initialTemplateKeyState(next, value === undefined).keyFollowsName;
  const [keyFollowsName, setKeyFollowsName] = useState(() => keyFollowsNameAtFirst(values));
  const [shownValues, setShownValues] = useState(values);
  if (values !== shownValues) {
    setShownValues(values);
    setKeyFollowsName(keyFollowsNameAtFirst(values));
  }

  /** A field was edited: its errors go. An option's error and a checkbox's stay until a submit. */
  const edited = (field: TemplateFormField) => {
    if (field === 'content_type') dismiss(...contentTypeErrorPaths);
    else if (field !== 'options' && field !== 'use_on_storefront') dismiss(field);
  };

  // The input goes with the saved template's id.
  const submit = handleSubmit((input) =>
    onSubmit(value === undefined ? input : { id: value.id, ...input }).catch(() => {
      // The page hands a failure back as `serverErrors`.
    }),
  );

  const title = value === undefined ? tTemplate('templateForm.createTitle') : value.name;

  return (
    <FormColumn>
      <FormTitle level={2} title={title}>
        {title}
      </FormTitle>
      <Form
        aria-label={title}
        validationBehavior="aria"
        onSubmit={(event) => {
          if (isReadOnly || isPending) event.preventDefault();
          else void submit(event);
        }}
      >
        <TemplateFields
          control={control}
          customResources={customResources}
          keyFollowsName={keyFollowsName}
          onKeyFollowsNameChange={setKeyFollowsName}
          onEdit={edited}
          isReadOnly={isReadOnly}
        />
        {!isReadOnly && (
          <FormActions>
            <Button type="submit" isPending={isPending}>
              {tCommon('common.action.save')}
            </Button>
            {value !== undefined && onDelete !== undefined && (
              <DialogTrigger>
                <Button variant="danger">{tCommon('common.action.delete')}</Button>
                <AlertDialog
                  variant="destructive"
                  title={t('templateForm.delete.title', { name: value.name })}
                  primaryActionLabel={tCommon('common.action.delete')}
                  onConfirm={onDelete}
                >
                  {coreMessage(templateDeleteWarning(value.metafield_count))}
                </AlertDialog>
              </DialogTrigger>
            )}
          </FormActions>
        )}
      </Form>
    </FormColumn>
  );
}
