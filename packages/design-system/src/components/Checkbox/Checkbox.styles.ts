import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldStackStyles, toggleFocusRingStyles, toggleLabelStyles } from '../Field/private.js';
import { token } from '../../tokens/token.js';

export const StyledCheckboxField = styled(CheckboxField)`
  ${fieldStackStyles}
  gap: 0;

  /* Description and error line up with the label's text, not with the box. */
  & > :not(label) {
    padding-inline-start: calc(${token('size.icon-medium')} + ${token('space.200')});
  }
`;

export const CheckboxBox = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: ${token('size.icon-medium')};
  block-size: ${token('size.icon-medium')};
  /* Centres the 16px box on the first 20px line of the label. */
  margin-block: ${token('space.050')};
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.small')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text-on-primary')};
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  & > svg {
    inline-size: ${token('size.icon-small')};
    block-size: ${token('size.icon-small')};
    stroke-width: 3;
    visibility: hidden;
  }
`;

export const StyledCheckboxButton = styled(CheckboxButton)`
  ${toggleLabelStyles}

  &[data-hovered] ${CheckboxBox} {
    border-color: ${token('color.text-subdued')};
  }

  &[data-invalid] ${CheckboxBox} {
    border-color: ${token('color.border-critical')};
  }

  &[data-selected] ${CheckboxBox}, &[data-indeterminate] ${CheckboxBox} {
    border-color: ${token('color.bg-primary')};
    background-color: ${token('color.bg-primary')};
  }

  &[data-pressed][data-selected]
    ${CheckboxBox},
    &[data-pressed][data-indeterminate]
    ${CheckboxBox} {
    border-color: ${token('color.bg-primary-pressed')};
    background-color: ${token('color.bg-primary-pressed')};
  }

  &[data-selected] ${CheckboxBox} > svg,
  &[data-indeterminate] ${CheckboxBox} > svg {
    visibility: visible;
  }

  &[data-focus-visible] ${CheckboxBox} {
    ${toggleFocusRingStyles}
  }

  /* Read-only: grey instead of the action colour, so it does not invite a click. */
  &[data-readonly] ${CheckboxBox} {
    border-color: ${token('color.border-strong')};
    background-color: ${token('color.bg-surface-subdued')};
  }

  &[data-readonly][data-selected]
    ${CheckboxBox},
    &[data-readonly][data-indeterminate]
    ${CheckboxBox} {
    border-color: ${token('color.text-subdued')};
    background-color: ${token('color.text-subdued')};
    color: ${token('color.bg-surface')};
  }

  &[data-disabled] ${CheckboxBox} {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
    color: ${token('color.text-disabled')};
  }
`;
