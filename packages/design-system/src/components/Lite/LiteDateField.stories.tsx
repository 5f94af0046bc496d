import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LiteDateField } from './LiteDateField.js';
import type { LiteDateFieldProps } from './LiteDateField.js';

function Controlled(args: LiteDateFieldProps) {
  const [value, setValue] = useState<CalendarDate | null>(args.value);
  return (
    <LiteDateField
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/LiteDateField',
  component: LiteDateField,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { label: 'Created before', value: null, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    errorMessage: { control: 'text' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "`LiteDateField` is a date for screens with many fields (a rule of 50 conditions): a button that says the date (“Jan 31, 2024”) and opens the date to type part by part above a month's calendar. It costs about a fiftieth of a `DatePicker`. The lite components are exported from `@metafields/design-system/private` for the widgets only; an app's own screens use the full components.",
        "The button is named by its value then its label, as a select is; the popover's first date part takes focus as it opens, and picking a day closes it and returns focus to the button.",
        'It takes a plain calendar date (no time), has no validation of its own, and shows the `errorMessage` it is given under the field.',
      ],
      do: [
        'Use `DatePicker` on ordinary forms; this only where dozens of date fields render at once.',
      ],
      dont: ['Leave it without a visible `label`; it is required.'],
    },
  },
} satisfies Meta<typeof LiteDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Created before$/ });

/** The button opens the date picker on its first part; typing fills it; Escape closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleName('Choose a date Created before');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Created before' }));
    // The date's parts load the first time a lite date field opens.
    const [month] = await dialog.findAllByRole('spinbutton');
    await waitFor(() => expect(month).toHaveFocus());
    await userEvent.keyboard('01312024');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-01-31'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName('Jan 31, 2024 Created before');
  },
};

/** A chosen date shows in the person's language, and the picker opens on it. */
export const WithValue: Story = {
  args: { value: parseDate('2024-03-05') },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent('05.03.2024');
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(
      (await dialog.findAllByRole('spinbutton')).map((part) => part.textContent),
    ).toEqual(['5', '3', '2024']);
  },
};

/** A day picked from the month's calendar is chosen at once; the picker closes, back on the button. */
export const PickFromCalendar: Story = {
  args: { value: parseDate('2024-03-05') },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Created before' }));
    // The month it opens on is the chosen date's.
    await expect(await dialog.findByRole('heading')).toHaveTextContent('March 2024');
    await userEvent.click(dialog.getByRole('button', { name: /March 15, 2024/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2024-03-15'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName('Mar 15, 2024 Created before');
  },
};

/** An error shows under the button. */
export const Invalid: Story = {
  args: { errorMessage: 'Enter a date as YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD');
  },
};

export const Disabled: Story = {
  args: { value: parseDate('2024-03-05'), isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};
