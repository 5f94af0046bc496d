import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// The accent colours the edge and the icon; every accent reaches 3:1 against the surface in
// both themes (WCAG 2.2, 1.4.11); each variant also has its own icon, so colour is not the
// only cue.
export const StyledBanner = styled.div`
  --ms-banner-accent: ${token('color.border-selected')};
  --ms-banner-icon: ${token('color.text-primary')};

  display: flex;
  align-items: flex-start;
  gap: ${token('space.300')};
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
    --ms-banner-icon: ${token('color.text-success')};
  }
  &[data-variant='warning'] {
    --ms-banner-accent: ${token('color.text-warning')};
    --ms-banner-icon: ${token('color.text-warning')};
  }
  &[data-variant='critical'] {
    --ms-banner-accent: ${token('color.border-critical')};
    --ms-banner-icon: ${token('color.text-critical')};
  }
`;

// As tall as the first line of text, so the icon centres on it.
export const BannerIcon = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  block-size: ${token('font.lineHeight.sm')};
  color: var(--ms-banner-icon);
`;

export const BannerContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${token('space.100')};
  min-inline-size: 0;
`;

export const BannerAction = styled.div`
  margin-block-start: ${token('space.100')};
`;
