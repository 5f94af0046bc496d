import { Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const StyledEmptyState = styled.div`
  --ms-empty-state-icon: ${token('color.text-subdued')};

  display: flex;
  flex-direction: column;
  align-items: center;
  box-sizing: border-box;
  padding-block: ${token('space.1000')};
  padding-inline: ${token('space.400')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  text-align: center;

  &[data-tone='critical'] {
    --ms-empty-state-icon: ${token('color.text-critical')};
  }
`;

export const EmptyStateIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: ${token('space.1200')};
  block-size: ${token('space.1200')};
  margin-block-end: ${token('space.400')};
  border-radius: ${token('radius.full')};
  /* A tint of the icon's own colour, translucent so it shows on a page or a card. */
  background-color: color-mix(in srgb, var(--ms-empty-state-icon) 12%, transparent);
  color: var(--ms-empty-state-icon);
`;

export const EmptyStateMedia = styled.div`
  display: flex;
  justify-content: center;
  max-inline-size: 100%;
  margin-block-end: ${token('space.400')};

  img,
  svg {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

export const EmptyStateTitle = styled(Heading)`
  margin: 0;
  color: ${token('color.text')};
  font-size: ${token('font.size.md')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.md')};
`;

export const EmptyStateDescription = styled.p`
  max-inline-size: 32rem;
  margin-block: ${token('space.100')} 0;
  margin-inline: 0;
  color: ${token('color.text-subdued')};
`;

export const EmptyStateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space.200')};
  margin-block-start: ${token('space.400')};
`;
