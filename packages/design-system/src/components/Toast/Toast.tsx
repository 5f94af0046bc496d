import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { UNSTABLE_ToastStateContext } from 'react-aria-components';
import type { QueuedToast } from 'react-aria-components';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { toastMessages } from './messages.js';
import {
  StyledToast,
  StyledToastRegion,
  ThemeAnchor,
  ToastBody,
  ToastCloseButton,
  ToastIcon,
  ToastMessage,
  ToastTitle,
} from './Toast.styles.js';
import { ariaQueueOf, toastQueue, useVisibleToastCount } from './toastQueue.js';
import type { ToastContent, ToastQueue, ToastVariant } from './toastQueue.js';

export interface ToastRegionProps {
  /** The queue to show. @default the shared `toastQueue` */
  queue?: ToastQueue;
  /** Names the landmark. Defaults to the translated "N notifications". */
  'aria-label'?: string;
  className?: string;
}

const variantIcons = {
  success: 'success',
  error: 'error',
  info: 'info',
  warning: 'alert',
} as const satisfies Record<ToastVariant, IconName>;

/**
 * The theme of the nearest `DesignSystemProvider`. The region is portalled out of the provider's
 * themed element (to `document.body`, or a scoped provider's overlay container), so it copies
 * that element's `data-ms-theme` (and follows it when the theme changes).
 */
function useThemeAt(anchorRef: RefObject<HTMLElement | null>): string | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const themed = anchorRef.current?.closest('[data-ms-theme]');
      if (!themed) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(themed, { attributeFilter: ['data-ms-theme'] });
      return () => observer.disconnect();
    },
    [anchorRef],
  );
  return useSyncExternalStore(
    subscribe,
    () => anchorRef.current?.closest('[data-ms-theme]')?.getAttribute('data-ms-theme') ?? undefined,
    () => undefined,
  );
}

function ToastItem({ toast }: { toast: QueuedToast<ToastContent> }) {
  const t = useMessages(toastMessages);
  const state = useContext(UNSTABLE_ToastStateContext);
  const { variant, title, message } = toast.content;
  const toastRef = useRef<HTMLDivElement>(null);
  // Escape dismisses the focused toast, as it would a dialog (react-aria gives toasts the
  // alertdialog role); the close button does the same for pointers and screen readers.
  // react-aria's Toast passes no keyboard handlers to its element, hence the listener.
  useEffect(() => {
    const element = toastRef.current;
    if (!element || !state) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      state.close(toast.key);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [state, toast.key]);
  return (
    <StyledToast ref={toastRef} toast={toast} data-variant={variant}>
      <ToastIcon>
        <Icon name={variantIcons[variant]} />
      </ToastIcon>
      <ToastBody>
        <ToastTitle slot="title" elementType="div">
          {title}
        </ToastTitle>
        {message != null && (
          <ToastMessage slot="description" elementType="div">
            {message}
          </ToastMessage>
        )}
      </ToastBody>
      <ToastCloseButton slot="close" aria-label={t('toast.close')}>
        <Icon name="close" size="small" />
      </ToastCloseButton>
    </StyledToast>
  );
}

/**
 * Where toasts appear: a landmark at the end corner of the window (F6 reaches it from anywhere,
 * then Tab moves through the toasts). Render one per queue, inside `DesignSystemProvider`; it
 * paints nothing until a toast is added. Each toast is announced as it appears, can be closed
 * by its close button or Escape, and keeps its timer paused while a pointer or focus is on it.
 */
export function ToastRegion({
  queue = toastQueue,
  'aria-label': ariaLabel,
  className,
}: ToastRegionProps) {
  const t = useMessages(toastMessages);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const theme = useThemeAt(anchorRef);
  const count = useVisibleToastCount(queue);
  return (
    <>
      <ThemeAnchor ref={anchorRef} hidden />
      <StyledToastRegion
        queue={ariaQueueOf(queue)}
        aria-label={ariaLabel ?? t('toast.region.label', { count })}
        data-ms-theme={theme}
        className={className}
      >
        {({ toast }) => <ToastItem toast={toast} />}
      </StyledToastRegion>
    </>
  );
}
