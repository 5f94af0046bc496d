import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const ThumbnailFrame = styled.span`
  --ms-thumbnail-size: 4rem;

  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: var(--ms-thumbnail-size);
  block-size: var(--ms-thumbnail-size);
  overflow: hidden;
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface-subdued')};
  color: ${token('color.text-subdued')};
  vertical-align: middle;

  /* A table row's: no taller than a line of text with the row's padding. */
  &[data-size='small'] {
    --ms-thumbnail-size: 1.5rem;
    border-radius: ${token('radius.small')};
  }
  &[data-size='large'] {
    --ms-thumbnail-size: 6rem;
  }

  /* A hairline drawn above the image, so white product shots keep their edge on white panels. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border: ${token('size.border-width')} solid ${token('color.border')};
    border-radius: inherit;
    pointer-events: none;
  }

  & > svg {
    inline-size: 50%;
    block-size: 50%;
  }
`;

export const ThumbnailImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;
