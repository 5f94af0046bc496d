import { ProgressBar as RACProgressBar } from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const StyledProgressCircle = styled(RACProgressBar)`
  --ms-progress-circle-size: 1.5rem;

  display: inline-flex;
  flex: none;
  inline-size: var(--ms-progress-circle-size);
  block-size: var(--ms-progress-circle-size);
  vertical-align: middle;

  &[data-size='small'] {
    --ms-progress-circle-size: 1rem;
  }

  &[data-size='large'] {
    --ms-progress-circle-size: 2.5rem;
  }

  svg {
    inline-size: 100%;
    block-size: 100%;
    /* Progress starts at the top and runs clockwise... */
    transform: rotate(-90deg);
    stroke-width: 4;
  }

  /* ...and anticlockwise in right-to-left text. */
  [dir='rtl'] & svg {
    transform: scaleX(-1) rotate(-90deg);
  }

  .track {
    stroke: ${token('color.border')};
  }

  /* The arc reaches 3:1 against the track in both themes (WCAG 2.2, 1.4.11). */
  .fill {
    stroke: ${token('color.border-selected')};
    stroke-linecap: round;
    transition: stroke-dasharray ${token('motion.duration.slow')} ${token('motion.easing.standard')};
  }

  .full {
    fill: ${token('color.border-selected')};
  }

  /* Under reduced motion the duration is 0 and the quarter arc holds still. */
  .fill[data-indeterminate] {
    transform-origin: center;
    animation: ${spin} ${token('motion.duration.spin')} linear infinite;
  }
`;
