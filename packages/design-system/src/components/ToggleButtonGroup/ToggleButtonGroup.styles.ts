import {
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledToggleButtonGroup = styled(RACToggleButtonGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.200')};

  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: flex-start;
  }
`;

// A pill. The selected one is filled with the primary colour, so it differs from the others in
// lightness as well as hue (WCAG 1.4.1), in both themes.
export const StyledToggleButton = styled(RACToggleButton)`
  --ms-pill-bg: ${token('color.bg-surface')};
  --ms-pill-bg-hover: ${token('color.bg-surface-hover')};
  --ms-pill-bg-pressed: ${token('color.bg-surface-pressed')};
  --ms-pill-text: ${token('color.text')};
  --ms-pill-border: ${token('color.border-strong')};

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space.100')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-medium')};
  margin: 0;
  padding-block: 0;
  padding-inline: ${token('space.400')};
  border: ${token('size.border-width')} solid var(--ms-pill-border);
  border-radius: ${token('radius.full')};
  background-color: var(--ms-pill-bg);
  color: var(--ms-pill-text);
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.sm')};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  outline: none;
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &[data-size='small'] {
    min-block-size: ${token('size.control-small')};
    padding-inline: ${token('space.300')};
  }

  &[data-selected] {
    --ms-pill-bg: ${token('color.bg-primary')};
    --ms-pill-bg-hover: ${token('color.bg-primary-hover')};
    --ms-pill-bg-pressed: ${token('color.bg-primary-pressed')};
    --ms-pill-text: ${token('color.text-on-primary')};
    --ms-pill-border: ${token('color.bg-primary')};
  }

  &[data-hovered] {
    background-color: var(--ms-pill-bg-hover);
  }

  &[data-pressed] {
    background-color: var(--ms-pill-bg-pressed);
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  &[data-disabled] {
    --ms-pill-bg: ${token('color.bg-disabled')};
    --ms-pill-text: ${token('color.text-disabled')};
    --ms-pill-border: transparent;
    cursor: not-allowed;
  }

  /* A disabled group still shows which pill is chosen. */
  &[data-disabled][data-selected] {
    --ms-pill-border: ${token('color.text-disabled')};
  }
`;
