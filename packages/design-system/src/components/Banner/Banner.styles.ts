import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledBanner = styled.div`
  --ms-banner-accent: ${token('color.border-selected')};

  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  margin-block-end: ${token('space.400')};
  padding-block: ${token('space.300')};
  padding-inline: ${token('space.400')};
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-inline-start: 4px solid var(--ms-banner-accent);
  border-radius: ${token('radius.medium')};
  background: ${token('color.bg-surface')};
  color: ${token('color.text')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};

  &[data-variant='success'] {
    --ms-banner-accent: ${token('color.text-success')};
  }
  &[data-variant='warning'] {
    --ms-banner-accent: ${token('color.border-strong')};
  }
  &[data-variant='critical'] {
    --ms-banner-accent: ${token('color.border-critical')};
  }
`;
