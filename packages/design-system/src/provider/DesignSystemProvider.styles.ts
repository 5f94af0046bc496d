import { styled } from 'styled-components';
import { token } from '../tokens/token.js';

// Sets the text colour and type on the themed root itself, so a widget inside a host page with
// other base styles still reads the theme. The page background is the app shell's to paint.
export const ThemeRoot = styled.div`
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;
