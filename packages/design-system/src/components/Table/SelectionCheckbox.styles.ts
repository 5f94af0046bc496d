import { Checkbox as RACCheckbox } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledCheckbox = styled(RACCheckbox)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A 24px target around the 16px box (WCAG 2.2, 2.5.8). */
  min-inline-size: ${token('space.600')};
  min-block-size: ${token('space.600')};
  cursor: pointer;

  .box {
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    inline-size: ${token('size.icon-medium')};
    block-size: ${token('size.icon-medium')};
    border: ${token('size.border-width')} solid ${token('color.border-strong')};
    border-radius: ${token('radius.small')};
    background-color: ${token('color.bg-surface')};
    color: ${token('color.text-on-primary')};
    transition:
      background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
      border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};
  }

  svg {
    inline-size: ${token('size.icon-small')};
    block-size: ${token('size.icon-small')};
    visibility: hidden;
  }

  &[data-shape='radio'] .box {
    border-radius: ${token('radius.full')};
  }

  &[data-hovered] .box {
    border-color: ${token('color.text-subdued')};
  }

  &[data-selected] .box,
  &[data-indeterminate] .box {
    border-color: ${token('color.bg-primary')};
    background-color: ${token('color.bg-primary')};
  }

  &[data-selected] svg,
  &[data-indeterminate] svg {
    visibility: visible;
  }

  &[data-focus-visible] .box {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  &[data-disabled] {
    cursor: not-allowed;
  }

  &[data-disabled] .box {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
  }
`;
