import { RadioButton, RadioField } from 'react-aria-components';
import { styled } from 'styled-components';
import { toggleIndicatorStyles, toggleLabelStyles } from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledRadioField = styled(RadioField)`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;

  /* The description lines up with the label's text, not with the circle. */
  & > :not(label) {
    padding-inline-start: calc(${token('size.icon-medium')} + ${token('space.200')});
  }
`;

export const RadioCircle = styled.span`
  position: relative;
  flex: none;
  box-sizing: border-box;
  inline-size: ${token('size.icon-medium')};
  block-size: ${token('size.icon-medium')};
  /* Centres the 16px circle on the first 20px line of the label. */
  margin-block: ${token('space.050')};
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.full')};
  background-color: ${token('color.bg-surface')};
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  /* The dot: a shape, so the choice shows without relying on colour. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 0.375rem;
    block-size: 0.375rem;
    border-radius: ${token('radius.full')};
    background-color: ${token('color.bg-surface')};
    visibility: hidden;
  }
`;

export const StyledRadioButton = styled(RadioButton)`
  ${toggleLabelStyles}
  ${toggleIndicatorStyles(RadioCircle)}

  /* The dot shows only when chosen. */
  &[data-selected] ${RadioCircle}::after {
    visibility: visible;
  }

  &[data-disabled][data-selected] ${RadioCircle}::after {
    background-color: ${token('color.text-disabled')};
  }

  @media (forced-colors: active) {
    &[data-disabled][data-selected] ${RadioCircle} {
      background-color: GrayText;
    }
  }
`;
