import { ProgressBar } from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const StyledSpinner = styled(ProgressBar)`
  display: inline-flex;
  flex: none;
  color: inherit;
  inline-size: ${token('size.icon-medium')};
  block-size: ${token('size.icon-medium')};

  &[data-size='small'] {
    inline-size: ${token('size.icon-small')};
    block-size: ${token('size.icon-small')};
  }

  &[data-size='large'] {
    inline-size: ${token('size.control-small')};
    block-size: ${token('size.control-small')};
  }

  svg {
    inline-size: 100%;
    block-size: 100%;
    animation: ${spin} ${token('motion.duration.spin')} linear infinite;
  }

  .track {
    opacity: 0.25;
  }
`;
