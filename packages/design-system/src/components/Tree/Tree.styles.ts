import {
  Button as RACButton,
  Tree as RACTree,
  TreeItem as RACTreeItem,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { rowIconButtonStyles } from '../Collection/private.js';

export const StyledTree = styled(RACTree)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.025')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  outline: none;

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
    border-radius: ${token('radius.medium')};
  }

  &[data-empty] {
    padding: ${token('space.400')};
    color: ${token('color.text-subdued')};
    text-align: center;
  }
`;

// react-aria sets --tree-item-level on each row (1 for the top level); each level indents by
// one chevron's width, so a child's chevron sits under its parent's title.
export const StyledTreeItem = styled(RACTreeItem)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${token('space.100')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-small')};
  padding-block: ${token('space.050')};
  padding-inline: calc(
      (var(--tree-item-level, 1) - 1) * ${token('space.600')} + ${token('space.100')}
    )
    ${token('space.200')};
  border-radius: ${token('radius.small')};
  cursor: default;
  outline: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &[data-selection-mode],
  &[data-href] {
    cursor: pointer;
  }

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-selected] {
    background-color: ${token('color.bg-surface-selected')};
  }

  &[data-unavailable] {
    cursor: not-allowed;
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;

export const ChevronButton = styled(RACButton)`
  ${rowIconButtonStyles}
  block-size: ${token('space.600')};
  cursor: pointer;

  /* The chevron points along the reading direction, and down once its row is expanded. */
  & > span {
    display: inline-flex;
    transition: transform ${token('motion.duration.medium')} ${token('motion.easing.standard')};
  }

  [data-expanded] & > span {
    transform: rotate(90deg);
  }

  [dir='rtl'] [data-expanded] & > span {
    transform: rotate(-90deg);
  }
`;

// Leaves keep their titles in line with their expandable siblings'.
export const ChevronSpacer = styled.span`
  flex: none;
  inline-size: ${token('space.600')};
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${token('color.text-subdued')};
`;

export const ItemTitle = styled.span`
  flex: 0 1 auto;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unavailable] & {
    color: ${token('color.text-subdued')};
  }
`;

// A warning icon; the reason shows beside it as a tooltip-like bubble while the row is hovered
// or focused, and is the row's accessible description at all times.
export const UnavailableReason = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${token('color.text-subdued')};

  & > [role='tooltip'] {
    position: absolute;
    inset-block-end: calc(100% + ${token('space.100')});
    inset-inline-start: calc(-1 * ${token('space.100')});
    z-index: ${token('zIndex.tooltip')};
    box-sizing: border-box;
    inline-size: max-content;
    max-inline-size: 16rem;
    padding-block: ${token('space.100')};
    padding-inline: ${token('space.200')};
    border-radius: ${token('radius.small')};
    background-color: ${token('color.text')};
    box-shadow: ${token('shadow.raised')};
    color: ${token('color.bg-surface')};
    font-size: ${token('font.size.xs')};
    font-weight: ${token('font.weight.semibold')};
    line-height: ${token('font.lineHeight.xs')};
    white-space: normal;
    opacity: 0;
    pointer-events: none;
    transition: opacity ${token('motion.duration.fast')} ${token('motion.easing.standard')};
  }

  [data-unavailable]:hover & > [role='tooltip'],
  [data-unavailable][data-focus-visible] & > [role='tooltip'] {
    opacity: 1;
  }
`;
