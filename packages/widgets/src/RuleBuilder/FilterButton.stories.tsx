import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterButton } from './FilterButton.js';
import partnerExample from '../../examples/FilterButton.tsx?raw';

const meta = {
  title: 'Widgets/FilterButton',
  component: FilterButton,
  tags: ['autodocs'],
  args: { resource: 'customers', onPress: fn(), onIntent: fn() },
  parameters: {
    usage: {
      notes: [
        "The filter button is the rule builder's own button (“Filter orders”), on its own: a page shows it while the builder's code is not loaded yet, so a list's first rows never wait for the builder.",
        "A pointer or focus coming near calls `onIntent`, the moment to start loading the builder; the press calls `onPress`, where the page starts the rule (core's `startRule`). While the code is still on its way, `isPending` makes the button busy and further presses do nothing.",
        'Its label names the records filtered, from `resource`, translated like every widget text.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof FilterButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The rule builder's button on its own: a page shows it while the builder's code loads. A
 * pointer or focus coming near is the moment to start loading; the press starts the rule.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filter customers' });
    await userEvent.hover(button);
    await expect(args.onIntent).toHaveBeenCalled();
    await expect(args.onPress).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** By keyboard: focus is the intent, Enter the press. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await expect(args.onIntent).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Pressed before the builder's code arrived: busy, and pressing again does nothing more. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Filter customers/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Categories say 'Filter categories', which the spec does not name. */
export const Categories: Story = {
  args: { resource: 'categories' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Filter categories' }),
    ).toBeVisible();
  },
};
