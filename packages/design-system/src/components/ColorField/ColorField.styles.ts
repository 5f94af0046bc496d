import { ColorField, ColorSwatch, Input } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import {
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
} from '../Field/private.js';

export const StyledColorField = styled(ColorField)`
  ${fieldStackStyles}
`;

// The swatch sits inside the input's start padding, so the input keeps its own frame and states.
export const ColorInputFrame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const ColorInput = styled(Input)`
  ${inputFrameStyles}
  ${inputTextStyles}
  min-block-size: ${token('size.control-medium')};
  padding-inline-start: calc(
    ${token('space.300')} + ${token('size.icon-large')} + ${token('space.200')}
  );
  font-variant-numeric: tabular-nums;
  text-transform: uppercase;

  &::placeholder {
    text-transform: none;
  }

  &[data-focused] {
    ${inputFocusStyles}
  }

  &[readonly] {
    background-color: ${token('color.bg-surface-subdued')};
  }
`;

const swatchBox = `
  position: absolute;
  inset-inline-start: ${token('space.300')};
  box-sizing: border-box;
  inline-size: ${token('size.icon-large')};
  block-size: ${token('size.icon-large')};
  border-radius: ${token('radius.small')};
  pointer-events: none;
`;

export const FieldSwatch = styled(ColorSwatch)`
  ${swatchBox}
  /* An edge keeps a colour close to the surface's visible. */
  box-shadow: inset 0 0 0 ${token('size.border-width')} ${token('color.border-strong')};
`;

/** Stands in for the swatch while the input holds no colour. */
export const EmptySwatch = styled.span`
  ${swatchBox}
  border: ${token('size.border-width')} dashed ${token('color.border-strong')};
`;
