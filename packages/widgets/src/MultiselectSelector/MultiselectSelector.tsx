import { Button, Icon, IconButton, VisuallyHidden, useMessages } from '@metafields/design-system';
import { useId, useRef, useState } from 'react';
import { multiselectSelectorMessages } from './messages.js';
import {
  Chip,
  ChipList,
  ChipName,
  DescriptionText,
  FieldLabelText,
  InputBox,
  Placeholder,
  SelectorField,
} from './MultiselectSelector.styles.js';
import { PickerErrorText } from '../pickerFieldStyles.js';
import { SelectorDialog } from './SelectorDialog.js';
import type { SelectorOption, SelectorPage, SelectorQuery } from './types.js';
import { useOptionNames } from './useOptionNames.js';

export type { SelectorOption, SelectorPage, SelectorQuery } from './types.js';

export interface MultiselectSelectorProps {
  /** The visible label; it also names the Choose button ('Choose {label}'). */
  label: string;
  /** Help text under the box, linked to it as its description. */
  description?: string | undefined;
  /** Shown under the box, which it marks invalid and describes. */
  errorMessage?: string | undefined;
  /** One choice (radio) or several (checkboxes). */
  selectionMode: 'single' | 'multiple';
  /** The chosen ids. */
  value: readonly string[];
  /** Called with the chosen ids after a Remove, or when the dialog is confirmed. */
  onChange: (ids: string[]) => void;
  /** A page of options matching the search (debounced 100 ms by the selector). `page` from 1. */
  loadOptions: (query: SelectorQuery) => Promise<SelectorPage>;
  /** The names of chosen ids, to show them in the read-only input; unknown ids are left out. */
  lookUpOptions: (ids: readonly string[]) => Promise<SelectorOption[]>;
  /** Shows the chosen names without Remove or Choose; the box takes focus instead. */
  isReadOnly?: boolean | undefined;
  /** Shows the chosen names dimmed, without buttons, out of the tab order. */
  isDisabled?: boolean | undefined;
  /** The dialog's title. @default 'Choose {label}' */
  dialogTitle?: string | undefined;
}

/**
 * The multiselect selector (metafields.md 'Pickers'): a read-only, input-like box showing the
 * chosen names (from `lookUpOptions`, '#id' until they arrive or when unknown), each with a
 * Remove button, and a Choose button opening a dialog list with search and paging. Confirming
 * the dialog reports the chosen ids; Cancel and Escape change nothing. Read-only or disabled,
 * the names show without buttons.
 */
export function MultiselectSelector({
  label,
  description,
  errorMessage,
  selectionMode,
  value,
  onChange,
  loadOptions,
  lookUpOptions,
  isReadOnly = false,
  isDisabled = false,
  dialogTitle,
}: MultiselectSelectorProps) {
  const t = useMessages(multiselectSelectorMessages);
  const { nameOf, remember } = useOptionNames(lookUpOptions, value);
  const [isChoosing, setChoosing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const isEditable = !isReadOnly && !isDisabled;
  const hasDescription = description != null && description !== '';
  const hasError = errorMessage != null && errorMessage !== '';
  const describedBy =
    [hasDescription && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  const chooseLabel = t('multiselectSelector.choose.label', { label });
  const displayName = (id: string) => nameOf(id) ?? t('multiselectSelector.unknownName', { id });

  const remove = (id: string) => {
    const index = value.indexOf(id);
    onChange(value.filter((other) => other !== id));
    setAnnouncement(t('multiselectSelector.removed', { name: displayName(id) }));
    // The pressed button goes with its chip: focus moves to the next chip's Remove button, or
    // the previous one's, or Choose, never to the page.
    const buttons = [...(boxRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1];
    (next ?? boxRef.current?.querySelector<HTMLElement>('[data-choose]'))?.focus();
  };

  return (
    <SelectorField
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-disabled={isDisabled || undefined}
      data-invalid={hasError || undefined}
      data-readonly={isReadOnly || undefined}
      data-disabled={isDisabled || undefined}
      // Read-only there is no button to reach, so the field takes focus itself.
      tabIndex={isReadOnly && !isDisabled ? 0 : undefined}
    >
      <FieldLabelText id={labelId}>{label}</FieldLabelText>
      <InputBox ref={boxRef}>
        {value.length > 0 ? (
          <ChipList>
            {value.map((id) => (
              <Chip key={id} data-static={!isEditable || undefined}>
                <ChipName>{displayName(id)}</ChipName>
                {isEditable && (
                  <IconButton
                    data-remove
                    icon="close"
                    size="small"
                    aria-label={t('multiselectSelector.remove', { name: displayName(id) })}
                    onPress={() => remove(id)}
                  />
                )}
              </Chip>
            ))}
          </ChipList>
        ) : (
          <Placeholder>{t('multiselectSelector.noneChosen')}</Placeholder>
        )}
        {isEditable && (
          <Button
            data-choose
            variant="secondary"
            size="small"
            aria-label={chooseLabel}
            aria-describedby={describedBy}
            onPress={() => setChoosing(true)}
          >
            {t('multiselectSelector.choose')}
          </Button>
        )}
      </InputBox>
      {hasDescription && <DescriptionText id={descriptionId}>{description}</DescriptionText>}
      {hasError && (
        <PickerErrorText id={errorId}>
          <Icon name="error" size="small" />
          <span>{errorMessage}</span>
        </PickerErrorText>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {isEditable && (
        <SelectorDialog
          isOpen={isChoosing}
          onOpenChange={setChoosing}
          title={dialogTitle ?? chooseLabel}
          selectionMode={selectionMode}
          chosen={value}
          loadOptions={loadOptions}
          onConfirm={(ids, shown) => {
            remember(shown);
            setAnnouncement('');
            onChange(ids);
          }}
        />
      )}
    </SelectorField>
  );
}
