import { css } from 'styled-components';
import { token } from '../../tokens/token.js';

// Kept apart from Button.styles, which styles react-aria's Button: LiteButton draws the same
// button without loading it.

// Each variant sets the button's own variables; the states read only those, so a new variant is
// one block of variables (Polaris' Button.module.css does the same).
/** Everything but the states: shared by `Button` (react-aria's states) and `LiteButton` (native). */
export const buttonFrameStyles = css`
  --ms-button-bg: ${token('color.bg-primary')};
  --ms-button-bg-hover: ${token('color.bg-primary-hover')};
  --ms-button-bg-pressed: ${token('color.bg-primary-pressed')};
  --ms-button-text: ${token('color.text-on-primary')};
  --ms-button-border: transparent;

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-medium')};
  padding-block: 0;
  padding-inline: ${token('space.400')};
  margin: 0;
  border: ${token('size.border-width')} solid var(--ms-button-border);
  border-radius: ${token('radius.medium')};
  background-color: var(--ms-button-bg);
  color: var(--ms-button-text);
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.sm')};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    box-shadow ${token('motion.duration.fast')} ${token('motion.easing.standard')};
  outline: none;

  &[data-variant='secondary'] {
    --ms-button-bg: ${token('color.bg-surface')};
    --ms-button-bg-hover: ${token('color.bg-surface-hover')};
    --ms-button-bg-pressed: ${token('color.bg-surface-pressed')};
    --ms-button-text: ${token('color.text-primary')};
    --ms-button-border: ${token('color.border-strong')};
  }

  &[data-variant='subtle'] {
    --ms-button-bg: transparent;
    --ms-button-bg-hover: ${token('color.bg-surface-hover')};
    --ms-button-bg-pressed: ${token('color.bg-surface-pressed')};
    --ms-button-text: ${token('color.text-primary')};
  }

  &[data-variant='danger'] {
    --ms-button-bg: ${token('color.bg-critical')};
    --ms-button-bg-hover: ${token('color.bg-critical-hover')};
    --ms-button-bg-pressed: ${token('color.bg-critical-pressed')};
    --ms-button-text: ${token('color.text-on-critical')};
  }

  &[data-size='small'] {
    min-block-size: ${token('size.control-small')};
    padding-inline: ${token('space.300')};
    font-size: ${token('font.size.xs')};
    line-height: ${token('font.lineHeight.xs')};
  }

  &[data-size='large'] {
    min-block-size: ${token('size.control-large')};
    padding-inline: ${token('space.600')};
    font-size: ${token('font.size.md')};
    line-height: ${token('font.lineHeight.md')};
  }
`;

/** The disabled look: react-aria's `data-disabled` on Button, the native state on LiteButton. */
export const buttonDisabledStyles = css`
  --ms-button-bg: ${token('color.bg-disabled')};
  --ms-button-text: ${token('color.text-disabled')};
  --ms-button-border: transparent;
  cursor: not-allowed;

  &[data-variant='subtle'] {
    --ms-button-bg: transparent;
  }
`;

export const buttonFocusRingStyles = css`
  outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
  outline-offset: ${token('size.focus-ring-offset')};
`;
