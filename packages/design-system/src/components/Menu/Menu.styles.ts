import {
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Separator as RACSeparator,
} from 'react-aria-components';
import type { MenuProps } from 'react-aria-components';
import type { ComponentType } from 'react';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// Typed through react-aria's public props: the inferred type names a module it does not export,
// which declaration output cannot refer to.
export const StyledMenu: ComponentType<MenuProps<unknown>> = styled(RACMenu)`
  box-sizing: border-box;
  min-inline-size: 12rem;
  max-block-size: inherit;
  overflow: auto;
  padding: ${token('space.100')};
  outline: none;
`;

export const StyledMenuItem = styled(RACMenuItem)`
  --ms-menu-item-text: ${token('color.text')};

  display: flex;
  align-items: flex-start;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: 2rem;
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')};
  border-radius: ${token('radius.small')};
  color: var(--ms-menu-item-text);
  cursor: pointer;
  outline: none;
  text-decoration: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  /* A 16px icon centred on the label's 20px line. */
  & > svg {
    margin-block: ${token('space.050')};
  }

  &[data-variant='danger'] {
    --ms-menu-item-text: ${token('color.text-critical')};
  }

  &[data-focused] {
    background-color: ${token('color.bg-surface-hover')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }

  &[data-disabled] {
    --ms-menu-item-text: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

// Keeps labels aligned in a menu with selection, whether or not an item shows the check.
export const SelectionMark = styled.span`
  display: inline-flex;
  flex: none;
  inline-size: ${token('size.icon-medium')};
  block-size: ${token('font.lineHeight.sm')};
  align-items: center;
  color: ${token('color.text-primary')};

  [data-disabled] > & {
    color: inherit;
  }
`;

export const ItemText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

export const ItemLabel = styled.span`
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const ItemDescription = styled.span`
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  line-height: ${token('font.lineHeight.xs')};

  [data-disabled] & {
    color: inherit;
  }
`;

export const StyledMenuSection = styled(RACMenuSection)`
  & + & {
    margin-block-start: ${token('space.100')};
    padding-block-start: ${token('space.100')};
    border-block-start: ${token('size.border-width')} solid ${token('color.border')};
  }
`;

export const SectionHeader = styled(RACHeader)`
  padding-block: ${token('space.150')} ${token('space.100')};
  padding-inline: ${token('space.300')};
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};
`;

export const StyledSeparator = styled(RACSeparator)`
  block-size: ${token('size.border-width')};
  margin-block: ${token('space.100')};
  margin-inline: 0;
  border: none;
  background-color: ${token('color.border')};
`;
