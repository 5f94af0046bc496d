import { Button, Icon, IconButton, useMessages } from '@metafields/design-system';
import { useId, useRef, useState } from 'react';
import type { ReferenceSource } from '../services/index.js';
import type { ValueEditorField, ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';
import { referenceEditorMessages } from './messages.js';
import {
  ChosenItem,
  ChosenList,
  ChosenName,
  FieldLabelText,
  ReferenceField,
  SubduedText,
} from './ReferenceEditor.styles.js';
import { PickerErrorText } from '../../pickerFieldStyles.js';
import { ReferencePickerDialog } from './ReferencePickerDialog.js';
import { useReferenceNames } from './useReferenceNames.js';

/** A reference's value: the chosen records' ids, as core serialises them. */
export type ReferenceValue = readonly { id: number }[];

/** The resource a field refers to: a built-in one by its content type, or a custom resource. */
function referenceSource(field: ValueEditorField): ReferenceSource {
  const customObjectId = field.options?.custom_object_id;
  return {
    contentType: field.contentType,
    ...(customObjectId !== undefined && { customObjectId }),
  };
}

const asValue = (ids: readonly number[]): ReferenceValue | null =>
  ids.length > 0 ? ids.map((id) => ({ id })) : null;

/**
 * A reference to products, categories, brands, pages, locations or a custom resource's records:
 * the chosen records by name, each with a Remove button, and a Choose button opening the picker.
 * One record, or several when the field's `entity_list_type` is 'list'. Names come from the
 * host's `lookUpReferences` ('#id' until they arrive or when unknown). Reports `[{ id }, …]`
 * in the order chosen, or null when none is chosen.
 */
export function ReferenceEditor({
  field,
  value,
  onChange,
  isReadOnly = false,
  isDisabled,
  name,
  onBlur,
  ref,
  errorMessage,
}: ValueEditorProps<ReferenceValue>) {
  const t = useMessages(referenceEditorMessages);
  const source = referenceSource(field);
  const isList = field.options?.entity_list_type === 'list';
  const chosen = (value ?? []).map((item) => item.id);
  const { nameOf, remember } = useReferenceNames(source, chosen);
  const [isPicking, setPicking] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const hasError = errorMessage != null && errorMessage !== '';
  const describedBy =
    [field.description != null && descriptionId, hasError && errorId].filter(Boolean).join(' ') ||
    undefined;

  const chooseText = t(
    isList ? 'valueEditors.reference.choose.list' : 'valueEditors.reference.choose.single',
    { contentType: field.contentType },
  );
  const displayName = (id: number) =>
    nameOf(id) ?? t('valueEditors.reference.unknownName', { id: String(id) });

  const remove = (id: number) => {
    onChange(asValue(chosen.filter((other) => other !== id)));
    // The pressed button goes with its record; focus waits on Choose instead of the page.
    fieldRef.current?.querySelector<HTMLButtonElement>('button[data-choose]')?.focus();
  };

  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <ReferenceField
        ref={fieldRef}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        data-invalid={hasError || undefined}
        data-readonly={isReadOnly || undefined}
        // Read-only there is no button to reach, so the field takes focus itself.
        tabIndex={isReadOnly ? 0 : undefined}
      >
        <FieldLabelText id={labelId}>{field.label}</FieldLabelText>
        {chosen.length > 0 ? (
          <ChosenList>
            {chosen.map((id) => (
              <ChosenItem key={id}>
                <ChosenName>{displayName(id)}</ChosenName>
                {!isReadOnly && (
                  <IconButton
                    icon="close"
                    size="small"
                    isDisabled={isDisabled}
                    aria-label={t('valueEditors.reference.remove', { name: displayName(id) })}
                    onPress={() => remove(id)}
                  />
                )}
              </ChosenItem>
            ))}
          </ChosenList>
        ) : (
          isReadOnly && <SubduedText>{t('valueEditors.reference.noneChosen')}</SubduedText>
        )}
        {!isReadOnly && (
          <Button
            data-choose
            variant="secondary"
            isDisabled={isDisabled}
            onPress={() => setPicking(true)}
            aria-describedby={describedBy}
          >
            {chooseText}
          </Button>
        )}
        {field.description != null && (
          <SubduedText id={descriptionId}>{field.description}</SubduedText>
        )}
        {hasError && (
          <PickerErrorText id={errorId}>
            <Icon name="error" size="small" />
            <span>{errorMessage}</span>
          </PickerErrorText>
        )}
      </ReferenceField>
      {!isReadOnly && (
        <ReferencePickerDialog
          isOpen={isPicking}
          onOpenChange={setPicking}
          source={source}
          selectionMode={isList ? 'multiple' : 'single'}
          title={chooseText}
          chosen={chosen}
          onConfirm={(ids, records) => {
            remember(records);
            onChange(asValue(ids));
          }}
        />
      )}
    </ValueEditorFrame>
  );
}
