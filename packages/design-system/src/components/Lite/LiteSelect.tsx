import type { CSSProperties, KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import { collatorOf } from '../../i18n/intlCache.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Option, OptionListBox } from '../Select/private.js';
import { LitePopoverField } from './LitePopoverField.js';
import { liteFieldMessages } from './messages.js';
import { firstStartingWith, useTypedText } from '../typeAhead/typeAhead.js';

export interface LiteSelectItem {
  id: string;
  name: string;
  /** A second, quieter line under the name. */
  description?: string;
  isDisabled?: boolean;
}

export interface LiteSelectProps {
  /** The visible label. */
  label: string;
  /** The options, in order; a disabled one shows but cannot be chosen. */
  items: readonly LiteSelectItem[];
  /** The chosen item's `id`. */
  value: string | null;
  /** Called with the chosen item's `id`, picked in the list or typed on the trigger. */
  onChange: (id: string) => void;
  /** What the trigger says before anything is chosen ('Select an item'). */
  placeholder?: string;
  /** Shown under the field, which it marks invalid and describes. */
  errorMessage?: string;
  /** Disables the trigger, so nothing can be chosen. */
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * `Select`'s look and keyboard for pages of many fields (a rule of 50 conditions): a plain
 * button until it opens, when the list mounts. It mounts in a twentieth of `Select`'s time.
 * Enter, Space or the arrows open it; typing letters on the closed trigger picks the next item
 * that starts with them. It has no validation of its own and no hidden form `<select>`.
 */
export function LiteSelect({
  label,
  items,
  value,
  onChange,
  placeholder,
  errorMessage,
  isDisabled = false,
  className,
  style,
}: LiteSelectProps) {
  const t = useMessages(liteFieldMessages);
  const { locale } = useLocale();
  const typed = useTypedText();
  const chosen = items.find((item) => item.id === value);

  const typeAhead = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const typedText = typed.add(event.key, event.timeStamp);
    if (typedText === ' ') {
      typed.reset();
      return; // Space on its own opens the list.
    }
    event.preventDefault();
    // One letter, or the same letter again and again, moves on from the chosen item to the next
    // that starts with it; other text is looked for from the chosen item on.
    const repeated = [...typedText].every((letter) => letter === typedText[0]);
    const text = repeated ? typedText[0]! : typedText;
    const from = items.findIndex((item) => item.id === value) + (repeated ? 1 : 0);
    const nameOf = (item: LiteSelectItem) => (item.isDisabled ? null : item.name);
    const match = firstStartingWith(items, from, text, nameOf, collatorOf(locale));
    if (match !== undefined && match.id !== value) onChange(match.id);
  };

  return (
    <LitePopoverField
      label={label}
      valueText={chosen?.name}
      placeholder={placeholder ?? t('liteSelect.placeholder')}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      popup="listbox"
      onTriggerKeyDown={typeAhead}
      className={className}
      style={style}
    >
      {(close, labelId, focusFrom) => (
        <OptionListBox
          aria-labelledby={labelId}
          items={items}
          selectionMode="single"
          selectedKeys={value === null ? [] : [value]}
          disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
          // Focus moves into the list the person just opened: the chosen item, else the first
          // (or the last, opened by ArrowUp).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={value === null ? focusFrom : true}
          // Choosing the chosen item again empties the selection: that closes without a change.
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            close();
            if (key !== undefined && key !== value) onChange(String(key));
          }}
        >
          {(item) => (
            <Option id={item.id} textValue={item.name} description={item.description}>
              {item.name}
            </Option>
          )}
        </OptionListBox>
      )}
    </LitePopoverField>
  );
}
