import { SwitchButton, SwitchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldStackStyles, toggleFocusRingStyles, toggleLabelStyles } from '../Field/private.js';
import { token } from '../../tokens/token.js';

const trackInlineSize = '2.25rem';

export const StyledSwitchField = styled(SwitchField)`
  ${fieldStackStyles}
  gap: 0;

  /* Description and error line up with the label's text, not with the track. */
  & > :not(label) {
    padding-inline-start: calc(${trackInlineSize} + ${token('space.200')});
  }
`;

export const SwitchTrack = styled.span`
  position: relative;
  flex: none;
  box-sizing: border-box;
  inline-size: ${trackInlineSize};
  block-size: ${token('font.lineHeight.sm')};
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.full')};
  background-color: ${token('color.bg-surface')};
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  /* The thumb's side says on or off, so the state does not rest on colour alone. It moves along
     the inline axis, so it starts at the right in right-to-left text. */
  &::after {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: ${token('space.050')};
    margin-block: auto;
    inline-size: ${token('size.icon-small')};
    block-size: ${token('size.icon-small')};
    border-radius: ${token('radius.full')};
    background-color: ${token('color.text-subdued')};
    transition:
      inset-inline-start ${token('motion.duration.medium')} ${token('motion.easing.standard')},
      background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};
  }
`;

export const StyledSwitchButton = styled(SwitchButton)`
  ${toggleLabelStyles}

  &[data-hovered] ${SwitchTrack} {
    border-color: ${token('color.text-subdued')};
  }

  &[data-invalid] ${SwitchTrack} {
    border-color: ${token('color.border-critical')};
  }

  &[data-selected] ${SwitchTrack} {
    border-color: ${token('color.bg-primary')};
    background-color: ${token('color.bg-primary')};
  }

  &[data-pressed][data-selected] ${SwitchTrack} {
    border-color: ${token('color.bg-primary-pressed')};
    background-color: ${token('color.bg-primary-pressed')};
  }

  &[data-selected] ${SwitchTrack}::after {
    inset-inline-start: calc(100% - ${token('size.icon-small')} - ${token('space.050')});
    background-color: ${token('color.text-on-primary')};
  }

  &[data-focus-visible] ${SwitchTrack} {
    ${toggleFocusRingStyles}
  }

  /* Read-only: grey instead of the action colour, so it does not invite a click. */
  &[data-readonly] ${SwitchTrack} {
    border-color: ${token('color.border-strong')};
    background-color: ${token('color.bg-surface-subdued')};
  }

  &[data-readonly][data-selected] ${SwitchTrack} {
    border-color: ${token('color.text-subdued')};
    background-color: ${token('color.text-subdued')};
  }

  &[data-readonly][data-selected] ${SwitchTrack}::after {
    background-color: ${token('color.bg-surface')};
  }

  &[data-disabled] ${SwitchTrack} {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
  }

  &[data-disabled] ${SwitchTrack}::after {
    background-color: ${token('color.text-disabled')};
  }

  /* Forced colours paint every background as Canvas, which would hide the thumb. */
  @media (forced-colors: active) {
    ${SwitchTrack} {
      forced-color-adjust: none;
      border-color: ButtonText;
      background-color: Canvas;
    }

    ${SwitchTrack}::after {
      background-color: ButtonText;
    }

    &[data-selected] ${SwitchTrack} {
      border-color: Highlight;
      background-color: Highlight;
    }

    &[data-selected] ${SwitchTrack}::after {
      background-color: HighlightText;
    }

    &[data-disabled] ${SwitchTrack} {
      border-color: GrayText;
    }

    &[data-disabled] ${SwitchTrack}::after {
      background-color: GrayText;
    }
  }
`;
