import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

export const Builder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
  min-inline-size: 0;
`;

export const GroupList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  padding: ${token('space.300')};
  border: 1px solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background: ${token('color.bg-surface')};
  /*
   * A long rule's groups below the fold skip style and layout until scrolled to: that halves
   * rendering 50 conditions. The estimate (RuleBuilder sets it by the group's conditions) holds
   * the scrollbar steady until the browser remembers the real height.
   */
  content-visibility: auto;
  contain-intrinsic-block-size: auto var(--estimated-block-size, 8rem);
`;

/**
 * A condition: its marker, its controls, and its delete button. The controls wrap as one group
 * (field, operator, value, match…), so the delete button never drops onto a row of its own: it
 * stays at the end of the controls' first row, beside the last control while they fit on one.
 */
export const Condition = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.200')};
`;

export const Controls = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space.200')};
  min-inline-size: 0;
`;

/** 'Or' between groups and 'And' before a condition: small caps-like words, not controls. */
export const Marker = styled.span`
  align-self: flex-start;
  padding-block: ${token('space.050')};
  padding-inline: ${token('space.200')};
  border-radius: ${token('radius.full')};
  background: ${token('color.bg-surface-subdued')};
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};
  text-transform: uppercase;

  ${Condition} > & {
    /* Lines up with the controls, under their labels. */
    margin-block-start: ${token('space.600')};
    min-inline-size: 3rem;
    text-align: center;
  }
`;

export const Part = styled.div`
  flex: 0 1 14rem;
  min-inline-size: 10rem;
`;

/** The value input; the spec caps its container at 26em. */
export const ValuePart = styled.div`
  display: flex;
  flex: 1 1 14rem;
  align-items: flex-start;
  gap: ${token('space.200')};
  min-inline-size: 10rem;
  max-inline-size: 26em;

  & > :first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

export const DaysBadge = styled.span`
  margin-block-start: ${token('space.600')};
  white-space: nowrap;
`;

export const RemovePart = styled.div`
  flex: none;
  margin-block-start: ${token('space.500')};
`;

export const ErrorText = styled.p`
  margin: ${token('space.100')} 0 0;
  color: ${token('color.text-critical')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.200')};
`;

export const SummaryText = styled.p`
  margin: 0;
  color: ${token('color.text')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

/** A value input still loading: its label over a placeholder of the field's height. */
export const PendingValue = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
`;

/** As the design system's field labels are drawn. */
export const PendingLabel = styled.span`
  color: ${token('color.text')};
  font-weight: ${token('font.weight.semibold')};
`;
