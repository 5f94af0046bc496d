import { OverlayArrow as RACOverlayArrow, Tooltip as RACTooltip } from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

const enter = keyframes`
  from {
    opacity: 0;
  }
`;

// The tooltip swaps the text and surface colours, so it stands out from the page in either theme
// with the contrast of body text.
export const StyledTooltip = styled(RACTooltip)`
  box-sizing: border-box;
  max-inline-size: 16rem;
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.200')};
  border-radius: ${token('radius.small')};
  background-color: ${token('color.text')};
  box-shadow: ${token('shadow.raised')};
  color: ${token('color.bg-surface')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};
  overflow-wrap: break-word;
  pointer-events: none;

  &[data-entering] {
    animation: ${enter} ${token('motion.duration.fast')} ${token('motion.easing.enter')};
  }

  &[data-exiting] {
    animation: ${enter} ${token('motion.duration.fast')} ${token('motion.easing.exit')} reverse;
  }
`;

// Drawn pointing down, for a tooltip above its trigger; turned for the other sides.
export const TooltipArrow = styled(RACOverlayArrow)`
  svg {
    display: block;
    fill: ${token('color.text')};
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
