import { commonMessages } from '@metafields/core';
import { ToggleButton, ToggleButtonGroup, useMessages } from '@metafields/design-system';

// The 'All' pill's key; to the caller, 'All' is the empty filter ''.
const allPill = 'all';

export interface ListPillsProps {
  /** The pills after 'All': a status, 'Visible'… */
  pills: { id: string; label: string }[];
  /** The chosen pill's id; '' for 'All'. */
  value: string;
  onChange: (id: string) => void;
  'aria-label': string;
}

/** A list's filter pills: 'All' first, then one per value; exactly one is chosen. */
export function ListPills({ pills, value, onChange, 'aria-label': ariaLabel }: ListPillsProps) {
  const tCommon = useMessages(commonMessages);
  return (
    <ToggleButtonGroup
      aria-label={ariaLabel}
      selectedKeys={[value === '' ? allPill : value]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (chosen !== undefined) onChange(chosen === allPill ? '' : String(chosen));
      }}
    >
      <ToggleButton id={allPill}>{tCommon('common.pill.all')}</ToggleButton>
      {pills.map((pill) => (
        <ToggleButton key={pill.id} id={pill.id}>
          {pill.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
