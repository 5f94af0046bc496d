import {
  Dialog as RACDialog,
  Heading as RACHeading,
  OverlayArrow as RACOverlayArrow,
  Popover as RACPopover,
} from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// The popover slides in from its trigger: `--ms-popover-from` is the offset it starts at.
const enter = keyframes`
  from {
    opacity: 0;
    transform: var(--ms-popover-from);
  }
`;

const exit = keyframes`
  to {
    opacity: 0;
  }
`;

// The overlay sits at the end of the body, so it sets its own colour and type rather than
// inheriting the page's.
export const StyledPopover = styled(RACPopover)`
  --ms-popover-from: translateY(-0.25rem);

  box-sizing: border-box;
  max-inline-size: min(24rem, calc(100vw - 2 * ${token('space.400')}));
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  box-shadow: ${token('shadow.floating')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  outline: none;

  &[data-placement='top'] {
    --ms-popover-from: translateY(0.25rem);
  }
  &[data-placement='left'] {
    --ms-popover-from: translateX(0.25rem);
  }
  &[data-placement='right'] {
    --ms-popover-from: translateX(-0.25rem);
  }

  &[data-entering] {
    animation: ${enter} ${token('motion.duration.fast')} ${token('motion.easing.enter')};
  }

  &[data-exiting] {
    animation: ${exit} ${token('motion.duration.fast')} ${token('motion.easing.exit')};
  }
`;

// Drawn pointing down, for a popover above its trigger; turned for the other sides.
export const StyledArrow = styled(RACOverlayArrow)`
  svg {
    display: block;
    fill: ${token('color.bg-surface')};
    stroke: ${token('color.border')};
    stroke-width: 1px;
  }

  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
`;

export const PopoverDialog = styled(RACDialog)`
  box-sizing: border-box;
  max-block-size: inherit;
  overflow: auto;
  padding: ${token('space.400')};
  outline: none;
`;

export const PopoverTitle = styled(RACHeading)`
  margin-block: 0 ${token('space.200')};
  color: ${token('color.text')};
  font-size: ${token('font.size.md')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.md')};
`;
