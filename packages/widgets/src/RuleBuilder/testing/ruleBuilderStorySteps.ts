import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FilterCondition } from '@metafields/core';

export type Canvas = ReturnType<typeof within>;

/** A full condition, as `onChange` reports it. */
export const condition = (parts: Partial<FilterCondition>): FilterCondition => ({
  field: '',
  operator: '',
  value: '',
  field_filter: '',
  modifier: '',
  ...parts,
});

export const conditionGroup = (canvas: Canvas, index: number, group = 1) =>
  canvas.getByRole('group', { name: `Condition ${index} of group ${group}` });

export const fieldTrigger = (element: HTMLElement) =>
  within(element).getByRole('button', { name: /Field$/ });
export const operatorTrigger = (element: HTMLElement) =>
  within(element).getByRole('button', { name: /Operator$/ });

/** Presses Tab or Shift+Tab, whichever way `element` lies, until it has focus. */
export async function reach(element: HTMLElement): Promise<void> {
  const active = document.activeElement;
  const backwards =
    active instanceof HTMLElement &&
    active !== document.body &&
    (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  for (let presses = 0; presses < 60 && document.activeElement !== element; presses += 1)
    await userEvent.tab({ shift: backwards });
  await expect(element).toHaveFocus();
}

/** The list has closed, and focus is back on its trigger (the popover returns it a frame later). */
async function listClosed(trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** Opens a select by keyboard, moves with the arrows to the option, picks it with Enter. */
export async function pickByKeyboard(trigger: HTMLElement, option: string | RegExp): Promise<void> {
  await reach(trigger);
  await userEvent.keyboard('{Enter}');
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
  const options = within(list).getAllByRole('option');
  const target = within(list).getByRole('option', { name: option });
  const from = options.indexOf(document.activeElement as HTMLElement);
  const key = options.indexOf(target) < from ? '{ArrowUp}' : '{ArrowDown}';
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses += 1)
    await userEvent.keyboard(key);
  await expect(target).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await listClosed(trigger);
}

export async function pickByPointer(trigger: HTMLElement, option: string | RegExp): Promise<void> {
  await userEvent.click(trigger);
  const list = await screen.findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
  await listClosed(trigger);
}

/** What the builder last said in its live region. */
export const announcement = (canvasElement: HTMLElement) =>
  (canvasElement.querySelector('[data-rule-builder] > [role="status"]')?.textContent ?? '').trim();
