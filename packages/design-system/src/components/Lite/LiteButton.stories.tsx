import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LiteButton, LiteIconButton } from './LiteButton.js';

const meta = {
  title: 'Primitives/LiteButton',
  component: LiteButton,
  tags: ['autodocs'],
  args: { children: 'Filter further', variant: 'subtle', size: 'small', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'subtle', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    usage: {
      notes: [
        "`LiteButton` and `LiteIconButton` draw `Button` and `IconButton` on a native `<button>`, for screens that show dozens of them (a rule's “Filter further” under each of its groups): they mount in a fifth of the time. The lite components are exported from `@metafields/design-system/private` for the widgets only; an app's own screens use the full components.",
        'They look and read like their full versions: Enter, Space and a click press them, the icon button is named by `aria-label` and shows it as a tooltip on hover and keyboard focus.',
        "They have no pending state, and a button that opens a dialog or a menu must be the full `Button`, which react-aria's triggers wire up.",
      ],
      do: ['Reach for them only when a screen repeats the same button many times.'],
      dont: ['Use them as dialog or menu triggers, or for a save that needs a pending state.'],
    },
  },
} satisfies Meta<typeof LiteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed by pointer, Enter or Space. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filter further' });
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** Every variant, as `Button` draws them. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <LiteButton {...args} variant="primary">
        Primary
      </LiteButton>
      <LiteButton {...args} variant="secondary">
        Secondary
      </LiteButton>
      <LiteButton {...args} variant="subtle">
        Subtle
      </LiteButton>
      <LiteButton {...args} variant="danger">
        Danger
      </LiteButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filter further' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * An icon button, named by its `aria-label`, which shows as its tooltip on keyboard focus at
 * once (and after a rest of the pointer); Escape hides it.
 */
export const IconOnly: Story = {
  render: (args) => (
    <LiteIconButton icon="trash" aria-label="Remove condition" onPress={args.onPress} />
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove condition' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove condition');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The pointer resting on the button shows the tooltip; leaving hides it. */
export const IconTooltipOnHover: Story = {
  render: (args) => (
    <LiteIconButton icon="trash" aria-label="Remove condition" onPress={args.onPress} />
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove condition' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove condition');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
