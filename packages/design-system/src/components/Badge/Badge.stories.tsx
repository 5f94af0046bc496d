import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio } from '../../themes/contrastRatio.js';
import { Badge } from './Badge.js';
import type { BadgeVariant } from './Badge.js';

const variants = [
  'primary',
  'success',
  'warning',
  'danger',
  'secondary',
  'info',
] as const satisfies readonly BadgeVariant[];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Completed', variant: 'success' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    children: { control: 'text' },
  },
  parameters: {
    usage: {
      notes: [
        "A badge labels the status or kind of something with a word or two: a job's “Completed”, a plan's “Premium”, a field's “Required”. It is not interactive; for a message that explains something use a `Banner`.",
        'The word carries the meaning and the colour repeats it: assistive technology reads only the text, and colour alone fails people who do not see it. `success` for done or healthy, `warning` for needs attention, `danger` for failed or blocked, `info` for neutral news, `primary` for emphasis, `secondary` (the default) for plain labels.',
        'Write one or two words in sentence case, the same word for the same status on every screen (“Failed”, never “Error” on one page and “Failed” on another).',
      ],
      do: [
        'Use badges in table cells and headers to scan statuses at a glance.',
        'Keep one mapping of status to variant across the app.',
      ],
      dont: [
        'Make a badge a button or a link: it does not look pressable.',
        'Use colour as the only difference between two badges.',
        'Write sentences in a badge; use a `Banner` or `Text` for explanations.',
      ],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels: Record<BadgeVariant, string> = {
  primary: 'New',
  success: 'Completed',
  warning: 'Expiring soon',
  danger: 'Failed',
  secondary: 'Draft',
  info: 'Scheduled',
};

function AllVariants() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {labels[variant]}
        </Badge>
      ))}
    </div>
  );
}

/** A computed CSS colour (`rgb(…)`, or `color(srgb …)` for a `color-mix()`) as `#RRGGBB`. */
function hexOf(cssColor: string): string {
  const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/.exec(cssColor);
  const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(cssColor);
  const channels = srgb
    ? srgb.slice(1).map((channel) => Number(channel) * 255)
    : (rgb?.slice(1).map(Number) ?? []);
  if (channels.length !== 3) throw new Error(`Unexpected colour ${cssColor}`);
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

async function expectReadableLabels(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const variant of variants) {
    const badge = canvas.getByText(labels[variant]);
    await expect(badge).toBeVisible();
    const style = getComputedStyle(badge);
    // Small text: WCAG 2.2 AA asks 4.5:1 (1.4.3).
    await expect(
      contrastRatio(hexOf(style.color), hexOf(style.backgroundColor)),
    ).toBeGreaterThanOrEqual(4.5);
  }
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Completed')).toBeVisible();
  },
};

export const Playground: Story = {};

/** Every variant shows its label, in text that reaches 4.5:1 against its pill. */
export const Variants: Story = {
  render: () => <AllVariants />,
  play: async ({ canvasElement }) => expectReadableLabels(canvasElement),
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => <AllVariants />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ms-theme]')).toHaveAttribute(
      'data-ms-theme',
      'dark',
    );
    await expectReadableLabels(canvasElement);
  },
};

/** In a table cell or a heading, the pill sits on the text's line. */
export const InText: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Product export <Badge variant="info">Scheduled</Badge> runs nightly at 02:00.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Scheduled');
    // No taller than a line of body text, so it does not push rows apart.
    await expect(badge.getBoundingClientRect().height).toBeLessThanOrEqual(24);
  },
};

/** A label longer than its room is cut with an ellipsis rather than wrapping. */
export const LongLabel: Story = {
  render: () => (
    <div style={{ inlineSize: '8rem' }}>
      <Badge variant="secondary" title="Awaiting approval from the store owner">
        Awaiting approval from the store owner
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Awaiting approval from the store owner');
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(128);
  },
};
