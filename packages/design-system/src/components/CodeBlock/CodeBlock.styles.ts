import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export const CodeBlockRoot = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-inline-size: 0;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface-subdued')};
  color: ${token('color.text')};
`;

export const CodeBlockToolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.200')};
  min-block-size: ${token('size.control-medium')};
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.400')} ${token('space.100')};
  border-block-end: ${token('size.border-width')} solid ${token('color.border')};
`;

export const LanguageLabel = styled.span`
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};
`;

export const CopyFeedback = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.100')};

  &[data-copied] {
    color: ${token('color.text-success')};
  }
`;

// Code runs left to right whatever the page's direction, and keeps its own line breaks.
export const CodeScroller = styled.pre`
  box-sizing: border-box;
  margin: 0;
  padding-block: ${token('space.300')};
  padding-inline: ${token('space.400')};
  overflow: auto;
  border-end-start-radius: inherit;
  border-end-end-radius: inherit;
  font-family: ${token('font.family.mono')};
  font-size: ${token('font.size.xs')};
  line-height: ${token('font.lineHeight.sm')};
  white-space: pre;
  tab-size: 2;
  user-select: text;
  outline: none;

  &:focus-visible {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }

  & > code {
    font: inherit;
  }
`;
