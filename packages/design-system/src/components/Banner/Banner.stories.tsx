import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Banner } from './Banner.js';
import type { BannerVariant } from './Banner.js';

const navigate = fn();

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    title: 'Available on premium plans and above',
    children: 'Upgrade to Premium to unlock import.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'critical'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
  beforeEach: () => navigate.mockClear(),
  parameters: {
    usage: {
      notes: [
        'A banner is a message inline in a page or a panel that stays until the situation changes: a plan limit reached, an import with failed rows, a setting that needs attention. For a short confirmation after an action use a `Toast`; to ask a question before acting use an `AlertDialog`.',
        'The tone sets the colour and icon: `info` for context, `success` for a finished result, `warning` for something that needs attention soon, `critical` for something that stops work. A `critical` banner is an alert, read out at once by screen readers; the others are polite status messages.',
        'Start with a short bold `title` when the message has more than one sentence, then say what happened and what to do. One `action` link may follow (“View plans”, “Review the failed rows”).',
        "Place it at the top of what it is about: the page's top for the whole page, the panel's top for one panel.",
      ],
      do: [
        'Say what the person can do next, and link to it with `action`.',
        'Keep one banner per subject; replace it when the situation changes.',
      ],
      dont: [
        'Stack several banners at the top of a page: merge them or choose the most important.',
        'Use `critical` for something that does not stop work: it interrupts screen-reader users.',
        'Rely on the icon or colour to say the tone; the words must say it.',
      ],
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Available on premium plans and above');
    await expect(banner).toHaveTextContent('Upgrade to Premium to unlock import.');
    // The tone icon is decoration; the words carry the message.
    await expect(within(banner).queryByRole('img')).toBeNull();
    await expect(banner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  args: { variant: 'info', action: { label: 'Compare plans', href: '/plans' } },
};

/** A critical banner is an alert, so a screen reader reads it out at once. */
export const Critical: Story = {
  args: { variant: 'critical', title: undefined, children: 'Unable to fetch matching orders' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to fetch matching orders',
    );
  },
};

const messages: Record<BannerVariant, string> = {
  info: 'Exports run nightly at 02:00 in the store’s timezone.',
  success: 'Your template was saved.',
  warning: 'This template is used by 1,204 products.',
  critical: 'The import stopped: 12 rows could not be read.',
};

/** Each tone has its icon and edge colour; only critical is an alert. */
export const Variants: Story = {
  render: () => (
    <>
      {(Object.keys(messages) as BannerVariant[]).map((variant) => (
        <Banner key={variant} variant={variant}>
          {messages[variant]}
        </Banner>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.critical);
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(4);
  },
};

/** An action link under the message goes through the app's router. */
export const WithAction: Story = {
  args: {
    variant: 'warning',
    title: 'Some products have no SKU',
    children: '38 products will be skipped by the export.',
    action: { label: 'Review products', href: '/products?filter=no-sku' },
  },
  decorators: [
    (Story) => (
      <DesignSystemProvider navigate={navigate}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    const link = within(banner).getByRole('link', { name: 'Review products' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/products?filter=no-sku', undefined);
  },
};

/** An external action opens in a new tab, safely. */
export const WithExternalAction: Story = {
  args: {
    action: { label: 'Compare plans', href: 'https://example.com/pricing', isExternal: true },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Compare plans' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const CriticalWithAction: Story = {
  args: {
    variant: 'critical',
    title: 'The import stopped',
    children: '12 rows could not be read.',
    action: { label: 'Download the error report', href: '/imports/42/errors.csv' },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('link', { name: 'Download the error report' }),
    ).toHaveAttribute('href', '/imports/42/errors.csv');
  },
};

/** In right-to-left text the icon and edge move to the right. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { title: 'זמין בתוכניות פרימיום', children: 'שדרגו לפרימיום כדי לייבא.' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    const icon = banner.querySelector('svg');
    await expect(icon?.getBoundingClientRect().left).toBeGreaterThan(
      (banner.getBoundingClientRect().left + banner.getBoundingClientRect().right) / 2,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.critical);
  },
};
