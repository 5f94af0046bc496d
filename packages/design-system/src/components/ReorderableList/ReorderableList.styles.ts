import { Button as RACButton, DropIndicator, GridList, GridListItem } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { rowIconButtonStyles } from '../Collection/private.js';

export const StyledList = styled(GridList)`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  outline: none;

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  &[data-empty] {
    padding: ${token('space.600')};
    color: ${token('color.text-subdued')};
    text-align: center;
  }
`;

export const StyledItem = styled(GridListItem)`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-large')};
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.100')} ${token('space.200')};
  background-color: ${token('color.bg-surface')};
  outline: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:not(:last-child) {
    border-block-end: ${token('size.border-width')} solid ${token('color.border')};
  }

  &:first-child {
    border-start-start-radius: inherit;
    border-start-end-radius: inherit;
  }

  &:last-child {
    border-end-start-radius: inherit;
    border-end-end-radius: inherit;
  }

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
  }

  &[data-dragging] {
    opacity: 0.5;
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;

export const DragHandle = styled(RACButton)`
  ${rowIconButtonStyles}
  /* Taller than wide, to read as a grip. */
  block-size: ${token('size.control-small')};
  cursor: grab;

  &[data-pressed] {
    cursor: grabbing;
  }

  &[data-disabled] {
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

export const ItemContent = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
`;

export const MoveButtons = styled.div`
  display: flex;
  flex: none;
  gap: ${token('space.050')};
`;

// A line between two items where the dragged one would land.
export const StyledDropIndicator = styled(DropIndicator)`
  position: relative;
  z-index: ${token('zIndex.raised')};
  block-size: 0;
  outline: none;

  &[data-drop-target]::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-start: calc(-1 * ${token('size.focus-ring-width')} / 2);
    block-size: ${token('size.focus-ring-width')};
    background-color: ${token('color.focus-ring')};
  }
`;
