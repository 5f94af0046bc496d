import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

/** The tree in the same bordered frame as the other lists' tables. */
export const CategoryTreeFrame = styled.div`
  box-sizing: border-box;
  max-inline-size: 100%;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  overflow: hidden;

  & > [role='treegrid'],
  & > * > [role='treegrid'] {
    padding: ${token('space.100')};
  }
`;

/**
 * The columns' names, Name over the rows' titles and Actions over their Edit buttons, as a
 * table's header shows them. The tree pattern has no column headers, so this is for the eye
 * only; each row's Edit button is named with the row.
 */
export const CategoryTreeHeader = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${token('space.400')};
  /* The rows' start padding and chevron, so that Name stands over the titles. */
  padding-block: ${token('space.200')};
  padding-inline: calc(${token('space.200')} + ${token('space.600')} + ${token('space.100')})
    calc(${token('space.100')} + ${token('space.200')});
  border-block-end: ${token('size.border-width')} solid ${token('color.border')};
  background-color: ${token('color.bg-surface-subdued')};
  color: ${token('color.text-subdued')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.sm')};
`;
