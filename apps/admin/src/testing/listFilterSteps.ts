import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Opens a list's filter by its button ('Filter customers'…) and picks the first condition's field. */
export async function addCondition(
  canvas: Canvas,
  button: string,
  field: string,
): Promise<HTMLElement> {
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  const condition = await canvas.findByRole('group', { name: 'Condition 1 of group 1' });
  await userEvent.click(within(condition).getByRole('button', { name: /Field$/ }));
  const list = await screen.findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: field }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return condition;
}

/** 'Remove all filters': the builder hides, its button comes back. */
export async function removeAllFilters(canvas: Canvas, button: string): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Remove all filters' }));
  await expect(await canvas.findByRole('button', { name: button })).toBeVisible();
}
