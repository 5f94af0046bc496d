import { SwitchButton, SwitchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldStackStyles, toggleIndicatorStyles, toggleLabelStyles } from '../Field/private.js';
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
  ${toggleIndicatorStyles(SwitchTrack)}

  /* The thumb slides to the end side when on. */
  &[data-selected] ${SwitchTrack}::after {
    inset-inline-start: calc(100% - ${token('size.icon-small')} - ${token('space.050')});
  }

  &[data-disabled] ${SwitchTrack}::after {
    background-color: ${token('color.text-disabled')};
  }

  @media (forced-colors: active) {
    ${SwitchTrack}::after {
      background-color: ButtonText;
    }

    &[data-disabled] ${SwitchTrack}::after {
      background-color: GrayText;
    }
  }
`;
