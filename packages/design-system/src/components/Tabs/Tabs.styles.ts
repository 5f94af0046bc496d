import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledTabs = styled(RACTabs)`
  display: flex;
  flex-direction: column;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

// The list scrolls sideways rather than wrapping when its tabs outgrow a narrow screen.
export const StyledTabList = styled(RACTabList)`
  display: flex;
  gap: ${token('space.100')};
  border-block-end: ${token('size.border-width')} solid ${token('color.border')};
  overflow-x: auto;
  scrollbar-width: none;

  &[data-orientation='vertical'] {
    flex-direction: column;
    flex: none;
    gap: ${token('space.050')};
    border-block-end: none;
    border-inline-end: ${token('size.border-width')} solid ${token('color.border')};
    overflow-x: visible;
  }
`;

export const StyledTab = styled(RACTab)`
  --ms-tab-indicator: transparent;

  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-large')};
  padding-block: 0;
  padding-inline: ${token('space.300')};
  border-radius: ${token('radius.small')} ${token('radius.small')} 0 0;
  color: ${token('color.text-subdued')};
  font-weight: ${token('font.weight.semibold')};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  /* The selected tab's bar sits on the list's border. */
  &::after {
    content: '';
    position: absolute;
    inset-inline: ${token('space.100')};
    inset-block-end: calc(-1 * ${token('size.border-width')});
    block-size: ${token('space.050')};
    border-radius: ${token('radius.full')};
    background-color: var(--ms-tab-indicator);
    transition: background-color ${token('motion.duration.medium')}
      ${token('motion.easing.standard')};
  }

  [data-orientation='vertical'] > & {
    min-block-size: ${token('size.control-medium')};
    padding-inline: ${token('space.300')} ${token('space.400')};
    border-radius: ${token('radius.small')} 0 0 ${token('radius.small')};
  }

  [data-orientation='vertical'] > &::after {
    inset-inline: auto calc(-1 * ${token('size.border-width')});
    inset-block: ${token('space.100')};
    block-size: auto;
    inline-size: ${token('space.050')};
  }

  &[data-hovered] {
    --ms-tab-indicator: ${token('color.border-strong')};
    color: ${token('color.text')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-selected] {
    --ms-tab-indicator: ${token('color.border-selected')};
    color: ${token('color.text-primary')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }

  &[data-disabled] {
    --ms-tab-indicator: transparent;
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

export const StyledTabPanel = styled(RACTabPanel)`
  flex: 1 1 auto;
  min-inline-size: 0;
  padding-block: ${token('space.300')};
  border-radius: ${token('radius.small')};
  outline: none;

  [data-orientation='vertical'] > & {
    padding-block: 0;
    padding-inline: ${token('space.600')} 0;
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }
`;
