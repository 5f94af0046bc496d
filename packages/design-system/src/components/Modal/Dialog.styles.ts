import { Dialog as RACDialog, Heading as RACHeading } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// Header and footer stay in place; only the body scrolls when the content is taller than the
// viewport allows.
export const StyledDialog = styled(RACDialog)`
  display: flex;
  flex: 1;
  flex-direction: column;
  box-sizing: border-box;
  min-inline-size: 0;
  max-block-size: inherit;
  outline: none;
`;

export const DialogHeader = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${token('space.200')};
  padding-block: ${token('space.400')};
  padding-inline: ${token('space.600')} ${token('space.400')};
`;

// The title's 28px line sits centred on the 36px close button beside it.
export const DialogTitle = styled(RACHeading)`
  flex: 1;
  min-inline-size: 0;
  margin-block: ${token('space.100')};
  margin-inline: 0;
  color: ${token('color.text')};
  font-size: ${token('font.size.lg')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.lg')};
  overflow-wrap: break-word;
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  padding-block: 0 ${token('space.600')};
  padding-inline: ${token('space.600')};
  outline: none;

  &:focus-visible {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;

export const DialogBodyContent = styled.div`
  & > p {
    margin-block: 0 ${token('space.300')};
  }

  & > p:last-child {
    margin-block-end: 0;
  }
`;

export const DialogFooter = styled.footer`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space.200')};
  padding-block: ${token('space.400')};
  padding-inline: ${token('space.600')};
  border-block-start: ${token('size.border-width')} solid ${token('color.border')};
`;
