import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Tooltip, TooltipTrigger } from './Tooltip.js';
import type { TooltipProps } from './Tooltip.js';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    children: 'Exports the rows that match the filters',
    placement: 'top',
    showArrow: false,
  },
  argTypes: {
    placement: {
      control: 'select',
      options: ['top', 'bottom', 'start', 'end', 'top start', 'bottom end'],
    },
    showArrow: { control: 'boolean' },
    children: { control: 'text' },
  },
  render: (args) => <ExportButton {...args} />,
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '3rem', paddingInline: '8rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'A tooltip is a short description of a focusable element (a `Button`, an `IconButton`, a `Link`), shown while the pointer rests on it (after 600 ms) or keyboard focus is on it, and hidden on Escape. `IconButton` shows its name as a tooltip by itself.',
        "It only supplements: it is the element's description, never its only label, and it holds nothing interactive. People on touch screens rarely see tooltips, so nothing essential may be only there.",
        "Keep it to a few words (“Copy to clipboard”); longer help belongs in a field's description or a `Popover`.",
      ],
      do: ['Use tooltips to name icon-only controls and to explain abbreviations.'],
      dont: [
        'Put a tooltip on something that cannot take focus, such as plain text or a disabled button.',
        'Repeat the visible label in the tooltip.',
      ],
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

function ExportButton({ delay, ...args }: TooltipProps & { delay?: number }) {
  return (
    <TooltipTrigger delay={delay}>
      <Button variant="secondary">Export</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  );
}

/** Keyboard focus shows the tooltip at once; it describes the button; Escape hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.tab();
    await expect(button).toHaveFocus();

    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Exports the rows that match the filters');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(button).toHaveAccessibleDescription('Exports the rows that match the filters');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** The pointer shows it after `delay` ms of rest on the trigger and hides it on leaving. */
export const Hover: Story = {
  render: (args) => <ExportButton {...args} delay={300} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export' });
    // react-aria shows hover tooltips to pointer users only: a press on the page makes this one.
    await userEvent.click(canvasElement);
    // Once a tooltip has shown, the next one shows at once until react-aria's 500 ms cool-down
    // timer fires; it keeps that state to itself, so nothing on the page can be waited for. A
    // longer timer started after it always fires after it, however busy the machine.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.hover(button);
    // Not at once: a pointer passing over the page does not set off tooltips.
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Exports the rows that match the filters');
    await waitFor(() => expect(tooltip).toBeVisible());
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** `placement` picks the side; the tooltip flips when there is no room there. */
export const Placement: Story = {
  args: { placement: 'bottom', showArrow: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        button.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** An arrow points at the trigger. */
export const WithArrow: Story = {
  args: { showArrow: true },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.querySelector('svg')).toBeVisible();
  },
};

/**
 * The tooltip renders at the end of the body, outside the themed page, and takes the theme of
 * its trigger: light text on dark here is the dark theme's inverse.
 */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-ms-theme', 'dark');
    // The dark theme's text colour (#ECEEF5) as the tooltip's surface.
    await expect(getComputedStyle(tooltip).backgroundColor).toBe('rgb(236, 238, 245)');
  },
};

/** In a right-to-left locale the tooltip carries the direction and language of the page. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { placement: 'end', children: 'ייצוא השורות המסוננות' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('dir', 'rtl');
    await expect(tooltip).toHaveAttribute('lang', 'he-IL');
    // `end` is the left in right-to-left text.
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(
        button.getBoundingClientRect().left,
      ),
    );
  },
};
