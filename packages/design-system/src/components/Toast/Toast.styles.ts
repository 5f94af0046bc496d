import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import type { ComponentProps } from 'react';
import { keyframes, styled, type IStyledComponent } from 'styled-components';
import { token } from '../../tokens/token.js';
import type { ToastContent } from './toastQueue.js';

const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(0.5rem);
  }
`;

// Marks where the region is rendered in the React tree, to find the theme around it.
export const ThemeAnchor = styled.span``;

// The region is portalled to the end of <body>, outside the themed root, so it sets its own
// type and colours. Newest toasts come first, in reading order and on screen alike.
export const StyledToastRegion = styled(RACToastRegion<ToastContent>)`
  position: fixed;
  inset-block-end: ${token('space.400')};
  inset-inline-end: ${token('space.400')};
  z-index: ${token('zIndex.toast')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  box-sizing: border-box;
  inline-size: min(24rem, calc(100vw - 2 * ${token('space.400')}));
  border-radius: ${token('radius.medium')};
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  outline: none;

  /* F6 focuses the region itself. */
  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }
`;

// Each variant sets the accent (the edge) and the icon colour, as Banner does; every accent
// reaches 3:1 against the surface in both themes.
export const StyledToast = styled(RACToast)`
  --ms-toast-accent: ${token('color.border-selected')};
  --ms-toast-icon: ${token('color.text-primary')};

  display: flex;
  align-items: flex-start;
  gap: ${token('space.300')};
  box-sizing: border-box;
  padding-block: ${token('space.300')};
  padding-inline: ${token('space.400')} ${token('space.200')};
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-inline-start: 4px solid var(--ms-toast-accent);
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  box-shadow: ${token('shadow.floating')};
  outline: none;
  animation: ${enter} ${token('motion.duration.medium')} ${token('motion.easing.enter')};

  &[data-variant='success'] {
    --ms-toast-accent: ${token('color.text-success')};
    --ms-toast-icon: ${token('color.text-success')};
  }

  &[data-variant='warning'] {
    --ms-toast-accent: ${token('color.text-warning')};
    --ms-toast-icon: ${token('color.text-warning')};
  }

  &[data-variant='error'] {
    --ms-toast-accent: ${token('color.border-critical')};
    --ms-toast-icon: ${token('color.text-critical')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }
`;

// As tall as the title's line, so the icon centres on it.
export const ToastIcon = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  block-size: ${token('font.lineHeight.sm')};
  padding-block: ${token('space.050')};
  color: var(--ms-toast-icon);
`;

// Annotated: react-aria does not export the props type of ToastContent under a public path,
// which the emitted declaration would otherwise have to name.
export const ToastBody: IStyledComponent<'web', ComponentProps<typeof RACToastContent>> = styled(
  RACToastContent,
)`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${token('space.050')};
  min-inline-size: 0;
  /* Centres a one-line toast on the close button. */
  padding-block: ${token('space.050')};
  overflow-wrap: anywhere;
`;

export const ToastTitle = styled(Text)`
  font-weight: ${token('font.weight.semibold')};
`;

export const ToastMessage = styled(Text)`
  color: ${token('color.text-subdued')};
`;

export const ToastCloseButton = styled(RACButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: ${token('size.control-small')};
  block-size: ${token('size.control-small')};
  margin-block: calc(
    (${token('font.lineHeight.sm')} - ${token('size.control-small')}) / 2 + ${token('space.050')}
  );
  padding: 0;
  border: none;
  border-radius: ${token('radius.small')};
  background-color: transparent;
  color: ${token('color.text-subdued')};
  cursor: pointer;
  outline: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
    color: ${token('color.text')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: 0;
  }
`;
