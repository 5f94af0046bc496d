import { describe, expect, it, vi } from 'vitest';
import {
  ariaQueueOf,
  closeTimedToasts,
  createToastQueue,
  toast,
  toastQueue,
} from './toastQueue.js';

function shown(queue: ReturnType<typeof createToastQueue>) {
  return ariaQueueOf(queue).visibleToasts;
}

describe('createToastQueue', () => {
  it('closes success and info toasts after 5 seconds by default', () => {
    const queue = createToastQueue();
    queue.success({ title: 'Template saved' });
    queue.info({ title: 'Export started' });
    expect(shown(queue).map(({ timeout }) => timeout)).toEqual([5000, 5000]);
  });

  it('keeps errors and warnings until they are dismissed', () => {
    const queue = createToastQueue();
    queue.error({ title: 'Unable to save' });
    queue.warning({ title: '38 products were skipped' });
    expect(shown(queue).map(({ timeout, timer }) => [timeout, timer])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('takes a timeout of the caller’s, or null to stay', () => {
    const queue = createToastQueue();
    queue.error({ title: 'Unable to save', timeout: 8000 });
    queue.success({ title: 'Template saved', timeout: null });
    expect(shown(queue).map(({ timeout }) => timeout)).toEqual([undefined, 8000]);
  });

  it('adds an info toast when no variant is given, newest first', () => {
    const queue = createToastQueue();
    queue.add({ title: 'First' });
    queue.add({ variant: 'error', title: 'Second', message: 'Details' });
    expect(shown(queue).map(({ content }) => content)).toEqual([
      { variant: 'error', title: 'Second', message: 'Details' },
      { variant: 'info', title: 'First', message: undefined },
    ]);
  });

  it('closes a toast by key and calls its onClose; clear closes the rest', () => {
    const queue = createToastQueue();
    const onClose = vi.fn();
    const key = queue.error({ title: 'Unable to save', onClose });
    queue.info({ title: 'Export started' });
    queue.close(key);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(shown(queue)).toHaveLength(1);
    queue.clear();
    expect(shown(queue)).toHaveLength(0);
  });

  it('shows at most maxVisibleToasts at once', () => {
    const queue = createToastQueue({ maxVisibleToasts: 2 });
    for (const title of ['One', 'Two', 'Three']) queue.error({ title });
    expect(shown(queue).map(({ content }) => content.title)).toEqual(['Three', 'Two']);
  });

  it('exports one shared queue under two names', () => {
    expect(toast).toBe(toastQueue);
  });

  it('closes the timed toasts of every queue for a screenshot, and keeps those that stay', () => {
    const first = createToastQueue({ maxVisibleToasts: 1 });
    const second = createToastQueue();
    first.error({ title: 'Unable to save' });
    // Waiting behind the timed toast below: shown once it closes, and timed too.
    first.info({ title: 'Export started' });
    first.success({ title: 'Template saved' });
    second.success({ title: 'Products exported' });
    second.warning({ title: '38 products were skipped' });
    closeTimedToasts();
    expect(shown(first).map(({ content }) => content.title)).toEqual(['Unable to save']);
    expect(shown(second).map(({ content }) => content.title)).toEqual(['38 products were skipped']);
  });

  it('refuses a queue it did not make', () => {
    expect(() => ariaQueueOf({ ...toastQueue })).toThrow(/createToastQueue/);
  });
});
