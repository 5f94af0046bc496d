import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

const pulse = keyframes`
  from {
    opacity: 1;
  }
  to {
    opacity: 0.55;
  }
`;

export const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  max-inline-size: 100%;

  &[data-variant='circle'] {
    display: inline-flex;
  }
`;

// The duration is a motion token times four, so it is 0 under reduced motion and the block
// keeps its first frame.
export const SkeletonBlock = styled.span`
  display: block;
  box-sizing: border-box;
  border-radius: ${token('radius.small')};
  background-color: ${token('color.border')};
  animation: ${pulse} calc(${token('motion.duration.slow')} * 4) ${token('motion.easing.standard')}
    infinite alternate;

  &[data-variant='text'] {
    inline-size: 100%;
    /* As tall as a capital, centred on a line of body text. */
    block-size: ${token('font.size.sm')};
    margin-block: calc((${token('font.lineHeight.sm')} - ${token('font.size.sm')}) / 2);
  }

  &[data-last-line] {
    inline-size: 60%;
  }

  &[data-variant='circle'] {
    inline-size: ${token('size.control-medium')};
    block-size: ${token('size.control-medium')};
    border-radius: ${token('radius.full')};
  }

  &[data-variant='rect'] {
    inline-size: 100%;
    block-size: 6rem;
    border-radius: ${token('radius.medium')};
  }
`;
