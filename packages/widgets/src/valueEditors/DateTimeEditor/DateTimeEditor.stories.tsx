import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import type { ValueEditorField } from '../types.js';
import { DateTimeEditor } from './DateTimeEditor.js';
import partnerExample from '../../../examples/DateTimeEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Publish at',
  description: 'In UTC. The page goes live at this moment.',
  contentType: 'datetime',
};

const meta = {
  title: 'Widgets/Value editors/DateTime',
  component: DateTimeEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={DateTimeEditor} />,
  parameters: {
    usage: {
      notes: [
        "A datetime field's value: date, hour and minute, in UTC, reported as ISO 8601 ('2026-01-31T09:30:00Z'). The field's min and max bound it; a bare-date max includes its whole day.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof DateTimeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers the parts show, smallest first: the parts' order follows the locale. */
const partNumbers = (canvas: ReturnType<typeof within>): number[] =>
  canvas
    .getAllByRole('spinbutton')
    .map((part: HTMLElement) => Number(part.textContent))
    .filter((number: number) => !Number.isNaN(number))
    .sort((a: number, b: number) => a - b);

const stories = conformanceStories(DateTimeEditor, {
  field,
  filled: '2026-03-14T09:30:00Z',
  showsFilled: async (canvas) => {
    await expect(partNumbers(canvas)).toEqual([3, 9, 14, 30, 2026]);
    await expect(canvas.getByText('UTC')).toBeVisible();
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    // Month, day, year, hour, minute and AM/PM in en-US.
    await user.keyboard('3142026');
    await user.keyboard('930p');
  },
  expected: '2026-03-14T21:30:00Z',
});
export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** A value written with another offset shows as the same moment in UTC, and is sent in UTC. */
export const OtherOffsetShownInUtc: Story = {
  args: { value: '2026-06-30T23:59:00+02:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(partNumbers(canvas)).toEqual([6, 9, 30, 59, 2026]);
    await expect(canvas.getByRole('spinbutton', { name: /AM\/PM/ })).toHaveTextContent('PM');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('spinbutton', { name: /hour/ }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-30T22:59:00Z');
  },
};

/** A value without an offset is a wall-clock time, taken as UTC. */
export const WithoutOffset: Story = {
  args: { value: '2026-03-14 09:30' },
  play: async ({ canvasElement }) => {
    await expect(partNumbers(within(canvasElement))).toEqual([3, 9, 14, 30, 2026]);
  },
};

/** The calendar by keyboard picks the day and keeps the time already entered. */
export const PickFromCalendar: Story = {
  args: { value: '2026-03-14T09:30:00Z' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: /Publish at/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 14, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-15T09:30:00Z');
  },
};

/**
 * A bare-date max includes its whole day, as the server reads it; a moment after it shows the
 * out-of-range message once focus leaves the field.
 */
export const MinAndMaxDates: Story = {
  args: {
    field: { ...field, options: { min: '2026-06-01', max: '2026-06-30' } },
    value: '2026-06-30T23:30:00Z',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
    const month = canvas.getByRole('spinbutton', { name: /month/ });
    await userEvent.click(month);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-07-30T23:30:00Z');
    await userEvent.click(canvasElement);
    await expect(await canvas.findByText(/or earlier/)).toBeVisible();
    await expect(month).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Clearing every part reports null. */
export const Clearing: Story = {
  args: { value: '2026-03-14T09:30:00Z' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /AM\/PM/ }));
    // From AM/PM back to the month: each Backspace clears a digit or a part, then moves back.
    await userEvent.keyboard('{Backspace}'.repeat(16));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(partNumbers(canvas)).toEqual([]);
  },
};
