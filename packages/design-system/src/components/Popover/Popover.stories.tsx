import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { DialogTrigger } from '../Modal/Modal.js';
import { TextField } from '../TextField/TextField.js';
import { Popover } from './Popover.js';
import type { PopoverProps } from './Popover.js';

const onApply = fn();

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    title: 'Filter by price',
    placement: 'bottom start',
    showArrow: false,
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom', 'bottom end', 'top start', 'start', 'end'],
    },
    showArrow: { control: 'boolean' },
    children: { control: false },
  },
  render: (args) => <PriceFilter {...args} />,
  beforeEach: () => {
    onApply.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "A popover is non-modal content anchored to the button that opens it: a filter, a quick edit, details of a row. The page behind stays usable; Escape or a press outside closes it, and focus returns to the button. For a task that needs the person's full attention use `Modal`; for a label of a control use `Tooltip`; for a list of actions use `ActionMenu`.",
        'Give it a `title`, which names it and is read when focus moves inside; without one, give it an `aria-label`. Content that should close it (Apply, Done) receives `close`.',
        '`placement` sets where it opens (it flips when there is no room); `showArrow` points at the trigger when several triggers sit close together.',
        'Keep the content small: a few fields or a short list. Put it in a `DialogTrigger` right after the button that opens it.',
      ],
      do: [
        'Apply changes made in a popover visibly and at once, or give it an explicit Apply button.',
      ],
      dont: [
        'Open a popover on hover; it opens on press.',
        'Put a long form or another popover inside it.',
      ],
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

function PriceFilter(args: PopoverProps) {
  return (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button variant="secondary">Price</Button>
      <Popover {...args}>
        {({ close }) => (
          <div style={{ display: 'grid', gap: '0.75rem', inlineSize: '16rem' }}>
            <TextField label="Minimum price" inputMode="decimal" />
            <Button
              onPress={() => {
                onApply();
                close();
              }}
            >
              Apply
            </Button>
          </div>
        )}
      </Popover>
    </DialogTrigger>
  );
}

/**
 * The trigger opens a dialog named by its title; focus moves into it, Tab stays inside, and
 * Escape closes it and returns focus to the trigger.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Price' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Filter by price' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Minimum price' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Minimum price' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The content receives `close`, for a button that applies and closes. */
export const CloseFromInside: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Price' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filter by price' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Minimum price' }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(onApply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press outside closes it as well. */
export const DismissOutside: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Price' }));
    await screen.findByRole('dialog', { name: 'Filter by price' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** `showArrow` draws an arrow pointing at the trigger. */
export const WithArrow: Story = {
  args: { showArrow: true, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Price' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filter by price' });
    const popover = dialog.parentElement as HTMLElement;
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
    await waitFor(() => expect(popover.querySelector('svg')).toBeVisible());
  },
};

/** Without a visible title, an `aria-label` names the dialog. */
export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Filter by price' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by price' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The popover takes the theme of its trigger, though it renders at the end of the body. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by price' });
    const popover = dialog.parentElement as HTMLElement;
    await expect(popover).toHaveAttribute('data-ms-theme', 'dark');
    // The dark theme's surface, #1C1E26.
    await expect(getComputedStyle(popover).backgroundColor).toBe('rgb(28, 30, 38)');
    await userEvent.tab();
    const field = within(dialog).getByRole('textbox', { name: 'Minimum price' });
    await expect(field).toHaveFocus();
  },
};

/** In Hebrew the popover is right-to-left and `start` placement aligns it to the right. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Price' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filter by price' });
    const popover = dialog.parentElement as HTMLElement;
    await expect(popover).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(popover.getBoundingClientRect().right).toBeCloseTo(
        trigger.getBoundingClientRect().right,
        0,
      ),
    );
  },
};
