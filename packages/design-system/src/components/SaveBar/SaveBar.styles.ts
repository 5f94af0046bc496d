import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// Slides up from the bottom edge; no fade, so its text is never drawn at low contrast.
const enter = keyframes`
  from {
    transform: translateY(100%);
  }
`;

// Sticky, not fixed: it stays in the flow at the end of the form's scroll container, so it
// never covers the last field once the page is scrolled to the bottom, and needs no portal.
export const StyledSaveBar = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: ${token('zIndex.sticky')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.300')} ${token('space.400')};
  box-sizing: border-box;
  margin-block-start: ${token('space.400')};
  padding-block: ${token('space.300')};
  padding-inline: ${token('space.500')};
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  box-shadow: ${token('shadow.floating')};
  color: ${token('color.text')};
  animation: ${enter} ${token('motion.duration.medium')} ${token('motion.easing.enter')};
`;

export const SaveBarMessage = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  margin: 0;
  font-weight: ${token('font.weight.semibold')};
`;

export const SaveBarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.200')};
  margin-inline-start: auto;
`;
