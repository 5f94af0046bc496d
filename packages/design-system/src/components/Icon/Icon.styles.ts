import { styled } from 'styled-components';

export const StyledSvg = styled.svg`
  flex: none;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  vertical-align: middle;

  &[data-size='small'] {
    inline-size: 1rem;
    block-size: 1rem;
  }
  &[data-size='large'] {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }

  /* Direction-bound drawings turn around in right-to-left text. */
  [dir='rtl'] &[data-mirror] {
    transform: scaleX(-1);
  }
`;
