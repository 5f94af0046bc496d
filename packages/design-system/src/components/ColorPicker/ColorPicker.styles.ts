import {
  Button,
  ColorArea,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  SliderTrack,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { fieldStackStyles, inputFocusStyles, inputFrameStyles } from '../Field/private.js';

export const ColorPickerRoot = styled.div`
  ${fieldStackStyles}
`;

export const SwatchButton = styled(Button)`
  ${inputFrameStyles}
  display: inline-flex;
  align-items: center;
  gap: ${token('space.200')};
  align-self: flex-start;
  min-block-size: ${token('size.control-medium')};
  margin: 0;
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.100')} ${token('space.200')};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-focus-visible],
  &[data-pressed] {
    ${inputFocusStyles}
  }

  &[data-invalid] {
    border-color: ${token('color.border-critical')};
  }

  &[data-readonly] {
    background-color: ${token('color.bg-surface-subdued')};
    cursor: default;
  }

  & > svg {
    color: ${token('color.text-subdued')};
  }
`;

export const TriggerSwatch = styled(ColorSwatch)`
  box-sizing: border-box;
  inline-size: ${token('size.icon-large')};
  block-size: ${token('size.icon-large')};
  border-radius: ${token('radius.small')};
  box-shadow: inset 0 0 0 ${token('size.border-width')} ${token('color.border-strong')};

  [data-disabled] > & {
    opacity: 0.5;
  }
`;

export const EditorDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
  box-sizing: border-box;
  inline-size: calc(12rem + 2 * ${token('space.300')});
  padding: ${token('space.300')};
  outline: none;
`;

const thumbStyles = `
  box-sizing: border-box;
  inline-size: ${token('space.500')};
  block-size: ${token('space.500')};
  border: 2px solid #ffffff;
  border-radius: ${token('radius.full')};
  box-shadow:
    0 0 0 1px rgb(0 0 0 / 0.4),
    inset 0 0 0 1px rgb(0 0 0 / 0.4);
`;

// The thumb is drawn in white on a black hairline, whatever the colour under it and the theme.
export const Thumb = styled(ColorThumb)`
  ${thumbStyles}
  top: 50%;

  &[data-dragging] {
    inline-size: ${token('space.600')};
    block-size: ${token('space.600')};
  }

  &[data-focus-visible] {
    inline-size: ${token('space.600')};
    block-size: ${token('space.600')};
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.border-width')};
  }
`;

export const StyledColorArea = styled(ColorArea)`
  inline-size: 12rem;
  block-size: 12rem;
  border-radius: ${token('radius.medium')};
  flex: none;

  &[data-disabled] {
    opacity: 0.5;
  }
`;

export const StyledColorSlider = styled(ColorSlider)`
  inline-size: 12rem;
`;

export const HueTrack = styled(SliderTrack)`
  block-size: ${token('space.600')};
  border-radius: ${token('radius.medium')};
`;
