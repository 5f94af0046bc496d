import { Modal as RACModal, ModalOverlay as RACModalOverlay } from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { token } from '../../tokens/token.js';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(0.5rem) scale(0.98);
  }
`;

// The backdrop covers the visible viewport (react-aria measures it, so a phone's on-screen
// keyboard does not push the dialog out of view) and centres the panel. The scrim dims the page
// equally in every theme, so it is the one colour here that is not a theme role.
export const ModalBackdrop = styled(RACModalOverlay)`
  --ms-modal-scrim: rgb(0 0 0 / 0.45);

  position: fixed;
  inset-block-start: 0;
  inset-inline-start: 0;
  z-index: ${token('zIndex.modal')};
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: 100vw;
  block-size: var(--visual-viewport-height);
  padding: ${token('space.400')};
  background-color: var(--ms-modal-scrim);

  &[data-entering] {
    animation: ${fadeIn} ${token('motion.duration.medium')} ${token('motion.easing.enter')};
  }

  &[data-exiting] {
    animation: ${fadeIn} ${token('motion.duration.fast')} ${token('motion.easing.exit')} reverse;
  }
`;

export const ModalPanel = styled(RACModal)`
  display: flex;
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 37.5rem;
  max-block-size: 100%;
  overflow: hidden;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.large')};
  background-color: ${token('color.bg-surface')};
  box-shadow: ${token('shadow.floating')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  outline: none;

  &[data-size='small'] {
    max-inline-size: 25rem;
  }

  &[data-size='large'] {
    max-inline-size: 50rem;
  }

  &[data-entering] {
    animation: ${rise} ${token('motion.duration.medium')} ${token('motion.easing.enter')};
  }
`;
