import { css } from 'styled-components';
import { token } from '../../tokens/token.js';

// Apart from SelectionCheckbox.styles.ts, so that the table's native checkbox does not load
// react-aria's Checkbox with it.
/** The box and mark of `SelectionMark`, drawn in whatever holds it (a multiple-choice option). */
export const selectionMarkStyles = css`
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
`;

/** A checkbox's frame around `SelectionMark`; each checkbox adds the selectors of its states. */
export const selectionBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A 24px target around the 16px box (WCAG 2.2, 2.5.8). */
  min-inline-size: ${token('space.600')};
  min-block-size: ${token('space.600')};
  cursor: pointer;
  ${selectionMarkStyles}

  &[data-shape='radio'] .box {
    border-radius: ${token('radius.full')};
  }
`;
