import { Popover } from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(-0.25rem);
  }
`;

const exit = keyframes`
  to {
    opacity: 0;
  }
`;

export const StyledFieldPopover = styled(Popover)`
  box-sizing: border-box;
  max-inline-size: calc(100vw - 2 * ${token('space.400')});
  overflow: auto;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  box-shadow: ${token('shadow.floating')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  outline: none;

  /* A list is at least as wide as the field it opens from. */
  &[data-trigger='Select'],
  &[data-trigger='ComboBox'] {
    min-inline-size: var(--trigger-width);
  }

  &[data-entering] {
    animation: ${enter} ${token('motion.duration.fast')} ${token('motion.easing.enter')};
  }

  &[data-exiting] {
    animation: ${exit} ${token('motion.duration.fast')} ${token('motion.easing.exit')};
  }
`;
