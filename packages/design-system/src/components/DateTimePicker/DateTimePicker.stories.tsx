import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDateTime, parseZonedDateTime } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateTimePicker } from './DateTimePicker.js';

const meta = {
  title: 'Primitives/DateTimePicker',
  component: DateTimePicker,
  tags: ['autodocs'],
  args: { label: 'Publish at', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    granularity: { control: 'inline-radio', options: ['hour', 'minute', 'second'] },
    hourCycle: { control: 'inline-radio', options: [12, 24] },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
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
        'A date-time picker takes a date and a time of day in one field, for moments such as when a job ran or when a sale starts. For a date alone use `DatePicker`.',
        "The hour follows the locale's 12- or 24-hour clock unless `hourCycle` says otherwise; `granularity` sets the smallest part (minute by default, or hour or second).",
        "A value is either a wall-clock time (the same hour wherever it is read) or a moment in a time zone, whose zone is shown in the field unless `hideTimeZone`. Choose with the product's meaning: store opening hours are wall-clock; a scheduled export runs at one moment.",
        "Picking a day in the calendar keeps the time already entered. Label it after the moment's meaning (“Starts at”).",
      ],
      do: [
        'Show the time zone when people in several zones read the value.',
        'Use the coarsest `granularity` the task needs.',
      ],
      dont: [
        'Split the date and the time into two unrelated fields.',
        'Ask for seconds unless they matter.',
      ],
    },
  },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date's parts, then hour, minute and AM/PM, typed one after the other. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('3142025');
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(canvas.getByRole('spinbutton', { name: /minute/i })).toHaveFocus();
    await userEvent.keyboard('30');
    await userEvent.keyboard('p');
    await expect(canvas.getByRole('spinbutton', { name: /AM\/PM/i })).toHaveTextContent('PM');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDateTime('2025-03-14T21:30'));
  },
};

export const Playground: Story = {
  args: {
    description: 'In the store’s time zone.',
    granularity: 'minute',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** Picking a day in the calendar keeps the time of day already entered. */
export const PickFromCalendar: Story = {
  args: { defaultValue: parseDateTime('2025-03-14T09:30') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Publish at/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2025/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDateTime('2025-03-20T09:30'));
    await expect(canvas.getByRole('spinbutton', { name: /minute/i })).toHaveTextContent('30');
  },
};

/** A 24-hour clock, as the locale or `hourCycle` asks: no AM/PM part. */
export const TwentyFourHourClock: Story = {
  args: { hourCycle: 24, defaultValue: parseDateTime('2025-03-14T18:05') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /hour/i })).toHaveTextContent('18');
    await expect(canvas.queryByRole('spinbutton', { name: /AM\/PM/i })).not.toBeInTheDocument();
  },
};

/** A moment in a time zone (`ZonedDateTime`) shows the zone after the time. */
export const WithTimeZone: Story = {
  args: { defaultValue: parseZonedDateTime('2025-03-14T09:30[America/Chicago]') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('CDT')).toBeVisible();
  },
};

/** `minValue` reaches into the time: a time before it is invalid, with the field's message. */
export const MinValue: Story = {
  args: {
    defaultValue: parseDateTime('2025-03-14T09:30'),
    minValue: parseDateTime('2025-03-14T09:00'),
    errorMessage: 'Publish no earlier than 9:00 AM on 14 March.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(canvasElement);
    await expect(
      await canvas.findByText('Publish no earlier than 9:00 AM on 14 March.'),
    ).toBeVisible();
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: parseDateTime('2025-03-14T09:30'), isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minute = canvas.getByRole('spinbutton', { name: /minute/i });
    await userEvent.click(minute);
    await userEvent.keyboard('{ArrowUp}');
    await expect(minute).toHaveTextContent('30');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: parseDateTime('2025-03-14T09:30'), isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: parseDateTime('2025-03-14T09:30'),
    description: 'In the store’s time zone.',
    isInvalid: true,
    errorMessage: 'This slot is taken by another campaign.',
  },
};

/** `hideTimeZone`: a moment in a time zone, shown without its zone where the page says it. */
export const HiddenTimeZone: Story = {
  args: {
    defaultValue: parseZonedDateTime('2025-03-14T09:30[America/Chicago]'),
    hideTimeZone: true,
    description: 'In Chicago time.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('CDT')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Publish at/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2025/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      parseZonedDateTime('2025-03-20T09:30[America/Chicago]'),
    );
  },
};
