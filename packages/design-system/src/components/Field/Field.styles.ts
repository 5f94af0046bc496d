import { FieldError, Label, Text } from 'react-aria-components';
import { css, styled, type IStyledComponent } from 'styled-components';
import { token } from '../../tokens/token.js';

/** The root of every field: label, control, description and error stacked with one rhythm. */
export const fieldStackStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  min-inline-size: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

/**
 * The bordered box of a text-like control: an `Input`, a `TextArea`, or the `Group` that holds
 * an input with its buttons. It sits directly in the field's root, whose `data-readonly` and
 * `data-disabled` it reads (a `Group` does not carry them itself).
 */
export const inputFrameStyles = css`
  box-sizing: border-box;
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text')};
  transition: border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &[data-hovered] {
    border-color: ${token('color.text-subdued')};
  }

  &[data-invalid],
  [data-invalid] > & {
    border-color: ${token('color.border-critical')};
  }

  [data-readonly] > & {
    background-color: ${token('color.bg-surface-subdued')};
  }

  &[data-disabled],
  [data-disabled] > & {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

/** Text inputs show the ring on every focus, not only keyboard focus: typing needs the caret. */
export const inputFocusStyles = css`
  border-color: ${token('color.focus-ring')};
  outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
  outline-offset: 0;
`;

/** The text inside a frame: one line of body text with the control's padding. */
export const inputTextStyles = css`
  box-sizing: border-box;
  inline-size: 100%;
  min-inline-size: 0;
  margin: 0;
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')};
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${token('color.text-subdued')};
    opacity: 1;
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/**
 * The clickable label of a checkbox, radio or switch: its box, then its text. The whole label is
 * the target, at least 24px tall (WCAG 2.2, 2.5.8); react-aria sets the state attributes on it.
 */
export const toggleLabelStyles = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: ${token('space.600')};
  padding-block: ${token('space.050')};
  color: ${token('color.text')};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &[data-readonly] {
    cursor: default;
  }

  &[data-disabled] {
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

/** The ring of a toggle's box on keyboard focus (the label itself is not outlined). */
export const toggleFocusRingStyles = css`
  outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
  outline-offset: ${token('size.focus-ring-offset')};
`;

/** The small icon button inside a field's frame: a combo box's chevron, a date picker's calendar. */
export const fieldIconButtonStyles = css`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: ${token('size.control-small')};
  block-size: ${token('size.control-small')};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${token('radius.small')};
  background: transparent;
  color: ${token('color.text-subdued')};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
    color: ${token('color.text')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
  }

  &[data-disabled] {
    background: transparent;
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

/**
 * The states of a toggle's indicator (a radio's circle, a switch's track): hover, invalid,
 * selected, pressed, focus, read-only, disabled, and forced colours. Each toggle adds only what
 * its indicator's inner mark (`::after`: the dot, the thumb) needs besides.
 */
export function toggleIndicatorStyles(indicator: IStyledComponent<'web'>) {
  return css`
    &[data-hovered] ${indicator} {
      border-color: ${token('color.text-subdued')};
    }

    &[data-invalid] ${indicator} {
      border-color: ${token('color.border-critical')};
    }

    &[data-selected] ${indicator} {
      border-color: ${token('color.bg-primary')};
      background-color: ${token('color.bg-primary')};
    }

    &[data-pressed][data-selected] ${indicator} {
      border-color: ${token('color.bg-primary-pressed')};
      background-color: ${token('color.bg-primary-pressed')};
    }

    &[data-selected] ${indicator}::after {
      background-color: ${token('color.text-on-primary')};
    }

    &[data-focus-visible] ${indicator} {
      ${toggleFocusRingStyles}
    }

    /* Read-only: grey instead of the action colour, so it does not invite a click. */
    &[data-readonly] ${indicator} {
      border-color: ${token('color.border-strong')};
      background-color: ${token('color.bg-surface-subdued')};
    }

    &[data-readonly][data-selected] ${indicator} {
      border-color: ${token('color.text-subdued')};
      background-color: ${token('color.text-subdued')};
    }

    &[data-readonly][data-selected] ${indicator}::after {
      background-color: ${token('color.bg-surface')};
    }

    &[data-disabled] ${indicator} {
      border-color: ${token('color.border')};
      background-color: ${token('color.bg-disabled')};
    }

    /* Forced colours paint every background as Canvas, which would hide the inner mark. */
    @media (forced-colors: active) {
      ${indicator} {
        forced-color-adjust: none;
        border-color: ButtonText;
        background-color: Canvas;
      }

      &[data-selected] ${indicator} {
        border-color: Highlight;
        background-color: Highlight;
      }

      &[data-selected] ${indicator}::after {
        background-color: HighlightText;
      }

      &[data-disabled] ${indicator} {
        border-color: GrayText;
      }
    }
  `;
}

export const fieldLabelStyles = css`
  color: ${token('color.text')};
  font-weight: ${token('font.weight.semibold')};
  cursor: default;
`;

export const StyledFieldLabel = styled(Label)`
  ${fieldLabelStyles}
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${token('space.050')};
  color: ${token('color.text-critical')};
`;

export const StyledFieldDescription = styled(Text)`
  color: ${token('color.text-subdued')};
`;

export const fieldErrorStyles = css`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.100')};
  color: ${token('color.text-critical')};

  & > svg {
    /* Centres the 16px icon on the first 20px line of text. */
    margin-block-start: ${token('space.050')};
  }
`;

export const StyledFieldError = styled(FieldError)`
  ${fieldErrorStyles}
`;
