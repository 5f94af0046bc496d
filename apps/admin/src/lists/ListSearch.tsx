import { searchDebounce, commonMessages } from '@metafields/core';
import { SearchField, useMessages } from '@metafields/design-system';

export interface ListSearchProps {
  /** The search term of the list's view (from the URL). */
  value: string;
  /** The term once typing pauses, or at once on Enter or clear. */
  onSearch: (term: string) => void;
  /** Names the box: what it searches ('Search orders by ID'…). */
  'aria-label': string;
  /** How long typing must pause, in ms. @default 300, the lists' debounce */
  debounce?: number;
}

/**
 * The search box of a resource list: queries once typing pauses, not on every keystroke
 * (metafields.md section 9, search debounce for lists).
 */
export function ListSearch({
  value,
  onSearch,
  'aria-label': ariaLabel,
  debounce = searchDebounce.listMs,
}: ListSearchProps) {
  const tCommon = useMessages(commonMessages);
  return (
    <SearchField
      aria-label={ariaLabel}
      placeholder={tCommon('common.search.placeholder')}
      defaultValue={value}
      debounce={debounce}
      onDebouncedChange={(term) => onSearch(term.trim())}
    />
  );
}
