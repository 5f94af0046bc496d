import { userEvent } from 'storybook/test';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const middleOf = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

/**
 * Drags a reorderable item by its handle with the mouse, as a person does: presses on the
 * handle, moves in steps until the dragged item's middle is over `target`'s middle, and lets
 * go. ReorderableList (react-movable) follows the mouse's own events, a frame at a time; the
 * item lands in `target`'s place.
 */
export async function dragByHandle(item: HTMLElement, target: HTMLElement): Promise<void> {
  const handle = item.querySelector<HTMLElement>('[data-movable-handle]');
  if (!handle) throw new Error('dragByHandle: the item has no [data-movable-handle]');
  const start = middleOf(handle);
  const distance = middleOf(target).y - middleOf(item).y;
  const at = (fraction: number) => ({ clientX: start.x, clientY: start.y + distance * fraction });
  // One user for the whole drag: each call of `userEvent.pointer` alone would forget the button
  // it pressed, and never let go of it.
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: handle, coords: at(0) });
  await nextFrame();
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    await user.pointer({ target: handle, coords: at(fraction) });
    await nextFrame();
  }
  await user.pointer({ keys: '[/MouseLeft]', target: handle, coords: at(1) });
  // The drop is handled on the next frame, and put in place after the (reduced) transition.
  await nextFrame();
  await nextFrame();
}
