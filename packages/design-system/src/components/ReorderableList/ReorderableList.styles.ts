import { css, styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { rowIconButtonStyles } from '../Collection/private.js';

const box = css`
  box-sizing: border-box;
  margin: 0;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const StyledList = styled.ul`
  ${box}
  display: flex;
  flex-direction: column;
  padding: 0;
  list-style: none;
`;

export const EmptyList = styled.div`
  ${box}
  padding: ${token('space.600')};
  color: ${token('color.text-subdued')};
  text-align: center;
`;

const item = css`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-large')};
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.100')} ${token('space.200')};
  background-color: ${token('color.bg-surface')};
`;

export const StyledItem = styled.li`
  ${item}
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

  &:hover {
    background-color: ${token('color.bg-surface-hover')};
  }

  /* Lifted by the keyboard: raised above its neighbours while the arrows move it. */
  &[data-lifted] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
    box-shadow: ${token('shadow.floating')};
  }
`;

/** The copy of an item that follows the pointer while it is dragged. */
export const GhostItem = styled.div`
  ${item}
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  box-shadow: ${token('shadow.floating')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  cursor: grabbing;
`;

// The ghost is portalled to the end of the page: above dialogs and popovers, as it is dragged.
export const GhostLayer = styled.div`
  position: relative;
  z-index: ${token('zIndex.tooltip')};
`;

// A native button: react-movable reads the keyboard from the item's key events, which
// react-aria's Button would stop.
export const DragHandle = styled.button`
  ${rowIconButtonStyles}
  /* Taller than wide, to read as a grip. */
  block-size: ${token('size.control-small')};
  cursor: grab;
  touch-action: none;

  &:hover:not(:disabled) {
    background-color: ${token('color.bg-surface-pressed')};
    color: ${token('color.text')};
  }

  &:focus-visible {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }

  &:disabled {
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
