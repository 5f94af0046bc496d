import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// The indeterminate segment runs from before the start edge to past the end edge. Logical
// insets, so it runs from right to left in right-to-left text.
const indeterminate = keyframes`
  from {
    inset-inline-start: -40%;
    inline-size: 40%;
    opacity: 1;
  }
  to {
    inset-inline-start: 100%;
    inline-size: 40%;
    opacity: 1;
  }
`;

export const StyledProgressBar = styled(RACProgressBar)`
  --ms-progress-bar-height: 0.5rem;

  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  min-inline-size: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};

  &[data-size='small'] {
    --ms-progress-bar-height: 0.25rem;
  }
`;

export const ProgressHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${token('space.300')};
`;

export const ProgressLabel = styled(Label)`
  font-weight: ${token('font.weight.semibold')};
`;

export const ProgressValue = styled.span`
  margin-inline-start: auto;
  color: ${token('color.text-subdued')};
  font-variant-numeric: tabular-nums;
`;

export const ProgressTrack = styled.div`
  position: relative;
  overflow: hidden;
  block-size: var(--ms-progress-bar-height);
  border-radius: ${token('radius.full')};
  background-color: ${token('color.border')};
`;

// The fill reaches 3:1 against the track in both themes (WCAG 2.2, 1.4.11).
export const ProgressFill = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background-color: ${token('color.border-selected')};
  transition: inline-size ${token('motion.duration.slow')} ${token('motion.easing.standard')};

  /* Under reduced motion the duration is 0 and the segment stays over the whole track,
     dimmed: busy, with no amount shown. */
  &[data-indeterminate] {
    inline-size: 100%;
    opacity: 0.5;
    animation: ${indeterminate} calc(${token('motion.duration.spin')} * 2)
      ${token('motion.easing.standard')} infinite;
  }
`;
