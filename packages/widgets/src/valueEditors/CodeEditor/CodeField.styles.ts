import { Text, token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** Label, editor, description and error stacked with the design system's field rhythm. */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  min-inline-size: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const FieldLabel = styled.span`
  color: ${token('color.text')};
  font-weight: ${token('font.weight.semibold')};
  cursor: default;
`;

export const FieldDescription = styled(Text)`
  margin: 0;
  color: ${token('color.text-subdued')};
`;

export const FieldError = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.100')};
  color: ${token('color.text-critical')};

  & > svg {
    /* Centres the 16px icon on the first 20px line of text. */
    margin-block-start: ${token('space.050')};
  }
`;

/**
 * The bordered box the code sits in, drawn like a text input's: the ring shows on every focus
 * (typing needs to see where the caret is), red when invalid, grey when read-only.
 */
export const EditorBox = styled.div`
  box-sizing: border-box;
  min-inline-size: 0;
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text')};
  overflow: hidden;

  &[data-invalid] {
    border-color: ${token('color.border-critical')};
  }

  &[data-readonly] {
    background-color: ${token('color.bg-surface-subdued')};
  }

  &:focus-within {
    border-color: ${token('color.focus-ring')};
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: 0;
  }
`;

/** Where the editor will be while its code loads: the editor's own minimum height. */
export const LoadingBox = styled.div<{ $minBlockSize: string }>`
  box-sizing: border-box;
  min-block-size: ${({ $minBlockSize }) => $minBlockSize};
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')};
`;
