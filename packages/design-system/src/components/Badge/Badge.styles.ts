import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// Each variant names an accent role; the pill is that role's text on a 12% tint of it over the
// surface. The tint is opaque, so the contrast does not depend on what the badge sits on: every
// pair is at least 4.5:1 in both themes (the themes have no separate tint roles).
export const StyledBadge = styled.span`
  --ms-badge-text: ${token('color.text-subdued')};
  --ms-badge-bg: color-mix(in srgb, var(--ms-badge-text) 12%, ${token('color.bg-surface')});
  --ms-badge-border: transparent;

  display: inline-block;
  box-sizing: border-box;
  max-inline-size: 100%;
  padding-block: ${token('space.025')};
  padding-inline: ${token('space.200')};
  border: ${token('size.border-width')} solid var(--ms-badge-border);
  border-radius: ${token('radius.full')};
  background-color: var(--ms-badge-bg);
  color: var(--ms-badge-text);
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;

  &[data-variant='primary'] {
    --ms-badge-text: ${token('color.text-on-primary')};
    --ms-badge-bg: ${token('color.bg-primary')};
  }

  &[data-variant='info'] {
    --ms-badge-text: ${token('color.text-primary')};
  }

  &[data-variant='success'] {
    --ms-badge-text: ${token('color.text-success')};
  }

  &[data-variant='danger'] {
    --ms-badge-text: ${token('color.text-critical')};
  }

  &[data-variant='warning'] {
    --ms-badge-text: ${token('color.text-warning')};
  }
`;
