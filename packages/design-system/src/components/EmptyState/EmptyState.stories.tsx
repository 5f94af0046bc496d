import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Button } from '../Button/Button.js';
import { Link } from '../Link/Link.js';
import { EmptyState } from './EmptyState.js';

const createTemplate = fn();
const navigate = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: 'file',
    title: 'No templates yet',
    description: 'Templates describe the metafields you add to products. Create one to start.',
    action: <Button onPress={createTemplate}>Create template</Button>,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    tone: { control: 'inline-radio', options: ['default', 'critical'] },
    action: { control: false },
    illustration: { control: false },
  },
  beforeEach: () => {
    createTemplate.mockClear();
    navigate.mockClear();
  },
  parameters: {
    usage: {
      notes: [
        'An empty state takes the place of content that is not there yet (“No templates yet”) and offers the action that fills it (“Create template”). When a search or filter matches nothing, or a list fails to load, use `ZeroResultsPanel`, which words those cases.',
        'The title says what is empty; the description says why it matters or what will appear; the action is the way forward, usually one primary `Button` or a `Link`.',
        "Set `headingLevel` to fit the page's outline (a page-level empty state is level 2 under the page's h1; inside a panel, 3); the size stays the same.",
        'The icon or illustration is decoration: give an image an empty `alt`, since the title already says it. `tone="critical"` colours the icon for a failure.',
      ],
      do: [
        'Write the title as a plain statement: “No custom resources yet”.',
        'Offer the one action that fills the space.',
      ],
      dont: [
        'Show an empty state while the content is still loading; show a `Skeleton` or a `Spinner`.',
        "Blame the person (“You haven't created anything”).",
      ],
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No templates yet' })).toBeVisible();
    await expect(canvas.getByText(/Templates describe the metafields/)).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Create template' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(createTemplate).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** The way forward can be a link to another page. */
export const WithLink: Story = {
  args: {
    icon: 'search',
    title: 'No products in this channel',
    description: 'Products appear here once they are listed on the channel.',
    action: <Link href="/products">View all products</Link>,
  },
  decorators: [
    (Story) => (
      <DesignSystemProvider navigate={navigate}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'View all products' }));
    await expect(navigate).toHaveBeenCalledWith('/products', undefined);
  },
};

/** Inside a section under an `h2`, the title is an `h3`; it looks the same. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3, action: undefined },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'No templates yet' });
    await expect(heading.tagName).toBe('H3');
  },
};

/** Only a title: the smallest empty state. */
export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'No files' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No files' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A picture in place of the icon; it is decoration, hidden from assistive technology. */
export const WithIllustration: Story = {
  args: {
    icon: undefined,
    illustration: (
      <svg width="120" height="80" viewBox="0 0 120 80" aria-hidden="true">
        <rect x="10" y="10" width="100" height="60" rx="8" fill="none" stroke="currentColor" />
        <path d="M25 30h70M25 42h50M25 54h30" stroke="currentColor" strokeLinecap="round" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  },
};

/** Several actions, the main one first. */
export const SeveralActions: Story = {
  args: {
    action: (
      <>
        <Button onPress={createTemplate}>Create template</Button>
        <Button variant="secondary">Import from CSV</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Create template',
      'Import from CSV',
    ]);
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    icon: 'error',
    title: 'You do not have access to templates',
    description: 'Ask the store owner for the Manage metafields permission.',
    action: undefined,
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No templates yet' }),
    ).toBeVisible();
  },
};
