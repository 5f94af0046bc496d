import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** What a toast says, and for how long. */
export interface ToastOptions {
  /** The message in a few words: "Template saved". */
  title: ReactNode;
  /** More detail under the title. */
  message?: ReactNode;
  /**
   * Milliseconds before the toast closes by itself; `null` keeps it until it is dismissed.
   * Success and info toasts close after 5 seconds by default; warnings and errors stay, since
   * the person may need time to read them or act. The timer pauses while the pointer or focus
   * is on the toasts.
   */
  timeout?: number | null;
  /** Called when the toast closes, by a person or by its timeout. */
  onClose?: () => void;
}

export interface ToastAddOptions extends ToastOptions {
  /** @default 'info' */
  variant?: ToastVariant;
}

/** A toast as the queue holds it. */
export interface ToastContent {
  variant: ToastVariant;
  title: ReactNode;
  message?: ReactNode;
}

/** Toasts waiting for, or shown in, a `ToastRegion`. */
export interface ToastQueue {
  /** Shows a toast; returns its key, for `close`. */
  add(toast: ToastAddOptions): string;
  success(toast: ToastOptions): string;
  error(toast: ToastOptions): string;
  info(toast: ToastOptions): string;
  warning(toast: ToastOptions): string;
  /** Closes one toast, as its close button would. */
  close(key: string): void;
  /** Closes every toast, shown or waiting, without calling their `onClose`. */
  clear(): void;
}

export interface CreateToastQueueOptions {
  /** Toasts shown at once; later ones wait until one closes. @default 5 */
  maxVisibleToasts?: number;
}

/** A timeout long enough to read a short message (React Spectrum's minimum for toasts). */
const READING_TIME = 5000;

const defaultTimeouts: Record<ToastVariant, number | null> = {
  success: READING_TIME,
  info: READING_TIME,
  warning: null,
  error: null,
};

// The react-aria queue behind each of ours, for `ToastRegion`; callers only see `ToastQueue`.
const ariaQueues = new WeakMap<ToastQueue, RACToastQueue<ToastContent>>();
// Every queue made, for `closeTimedToasts`. Queues are made once per app or widget, not per render.
const everyAriaQueue = new Set<RACToastQueue<ToastContent>>();

/** @internal The react-aria queue that a `ToastRegion` subscribes to. */
export function ariaQueueOf(queue: ToastQueue): RACToastQueue<ToastContent> {
  const ariaQueue = ariaQueues.get(queue);
  if (!ariaQueue) throw new Error('Expected a queue made by createToastQueue()');
  return ariaQueue;
}

/**
 * A queue of toasts, for an app or a partner widget that wants its own region. Most apps use
 * the shared `toastQueue` (also exported as `toast`) and render one `ToastRegion`.
 */
export function createToastQueue({
  maxVisibleToasts = 5,
}: CreateToastQueueOptions = {}): ToastQueue {
  const ariaQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts });
  const add = ({ variant = 'info', title, message, timeout, onClose }: ToastAddOptions) => {
    const closeAfter = timeout === undefined ? defaultTimeouts[variant] : timeout;
    return ariaQueue.add(
      { variant, title, message },
      { onClose, ...(closeAfter ? { timeout: closeAfter } : {}) },
    );
  };
  const queue: ToastQueue = {
    add,
    success: (toast) => add({ ...toast, variant: 'success' }),
    error: (toast) => add({ ...toast, variant: 'error' }),
    info: (toast) => add({ ...toast, variant: 'info' }),
    warning: (toast) => add({ ...toast, variant: 'warning' }),
    close: (key) => ariaQueue.close(key),
    clear: () => ariaQueue.clear(),
  };
  ariaQueues.set(queue, ariaQueue);
  everyAriaQueue.add(ariaQueue);
  return queue;
}

/**
 * For screenshot tests: closes, on every queue, the toasts that would close by themselves, so
 * that a screen is the same however long a slow machine took to reach it. Toasts that stay until
 * dismissed (warnings, errors, `timeout: null`) are kept.
 */
export function closeTimedToasts(): void {
  for (const ariaQueue of everyAriaQueue) {
    // A closed toast makes room for a waiting one, which may be timed too.
    let timed = ariaQueue.visibleToasts.find((toast) => toast.timer);
    while (timed) {
      ariaQueue.close(timed.key);
      timed = ariaQueue.visibleToasts.find((toast) => toast.timer);
    }
  }
}

/** The app's shared queue, shown by a `ToastRegion` without a `queue` prop. */
export const toastQueue = createToastQueue();

/** The shared queue, named for call sites: `toast.success({ title: 'Template saved' })`. */
export const toast = toastQueue;

/**
 * How many toasts of `queue` show now. An app can render its `ToastRegion` only once there is
 * one, and so load the region's code with the first toast rather than with every page.
 */
export function useVisibleToastCount(queue: ToastQueue = toastQueue): number {
  const ariaQueue = ariaQueueOf(queue);
  return useSyncExternalStore(
    useCallback((onChange: () => void) => ariaQueue.subscribe(onChange), [ariaQueue]),
    () => ariaQueue.visibleToasts.length,
    () => 0,
  );
}
