import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { Button } from '../Button/Button.js';
import { PageHeader } from './PageHeader.js';

const navigate = fn();
const onManage = fn();

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Products',
    backLink: { label: 'Resources', href: '/resources' },
    actions: (
      <Button variant="secondary" onPress={onManage}>
        Manage shared metafields
      </Button>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      // Only the router: the preview's provider keeps the story's theme and locale.
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "Every page starts with a page header: an optional link back to the parent page, the title (the page's only `h1`), an optional sentence on what the page is for, the page's actions at the end of the title row, and optional tabs for the page's sections.",
        'The back link names the page it returns to (“Resources”), with an arrow that turns around in right-to-left languages. Use it on detail and form pages, not on top-level pages reached from the navigation.',
        "Actions are the page's own buttons, the primary one last; they wrap under the title when the row runs out of room. Keep to one primary action and one or two others; more go in an `ActionMenu`.",
        'A long title stops after two lines with an ellipsis and shows whole on hover; keep titles short, naming the thing being viewed (“Lemon tart”) or the collection (“Templates”).',
      ],
      do: [
        'Use the same words in the title as in the navigation item or link that led here.',
        "Put the page's primary action in the header, not at the bottom of a long list.",
      ],
      dont: [
        'Add a second `h1` elsewhere on the page.',
        "Put filters or search in the header's actions; they belong with the list they filter.",
      ],
    },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

// A desktop-wide header (the test browser's viewport is phone-sized), so that the action
// shares the title's row.
const desktopWidth: Decorator = (Story) => (
  <div style={{ minInlineSize: '48rem' }}>
    <Story />
  </div>
);

/** The action shares the title's row, at its end: the right in English, the left in Hebrew. */
async function expectActionAtEnd(title: HTMLElement, action: HTMLElement, dir: 'ltr' | 'rtl') {
  const titleBox = title.getBoundingClientRect();
  const actionBox = action.getBoundingClientRect();
  await expect(actionBox.top).toBeLessThan(titleBox.bottom);
  if (dir === 'ltr') await expect(actionBox.left).toBeGreaterThanOrEqual(titleBox.right);
  else await expect(actionBox.right).toBeLessThanOrEqual(titleBox.left);
}

/** The products page: a link back to Resources, the title, and the page's action. */
export const Default: Story = {
  decorators: [desktopWidth],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    onManage.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    const back = canvas.getByRole('link', { name: 'Resources' });
    await userEvent.click(back);
    await expect(navigate).toHaveBeenCalledWith('/resources', undefined);

    const manage = canvas.getByRole('button', { name: 'Manage shared metafields' });
    await userEvent.click(manage);
    await expect(onManage).toHaveBeenCalledTimes(1);

    await expectActionAtEnd(canvas.getByRole('heading', { level: 1 }), manage, 'ltr');
  },
};

/** The back link comes first in tab order, then the actions. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Resources' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/resources', undefined);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Manage shared metafields' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: {
    description:
      'Fields every product in the catalogue shares. Edit a definition to change it everywhere.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Fields every product/)).toBeVisible();
  },
};

/** A top-level page: no back link, several actions, primary last. */
export const TopLevelWithActions: Story = {
  args: {
    title: 'Shared metafields',
    backLink: undefined,
    actions: (
      <>
        <Button variant="secondary">Import</Button>
        <Button variant="secondary">Export</Button>
        <Button>Create definition</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create definition' })).toBeVisible();
  },
};

const HeaderTabList = styled(TabList)`
  display: flex;
  gap: ${token('space.400')};
  border-block-end: ${token('size.border-width')} solid ${token('color.border')};
`;

const HeaderTab = styled(Tab)`
  padding-block: ${token('space.200')};
  border-block-end: 2px solid transparent;
  color: ${token('color.text-subdued')};
  font-weight: ${token('font.weight.semibold')};
  cursor: pointer;
  outline: none;

  &[data-selected] {
    border-block-end-color: ${token('color.border-selected')};
    color: ${token('color.text')};
  }
  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
  }
`;

/** The tabs slot holds the page's tab list, under the title. */
export const WithTabs: Story = {
  render: (args) => (
    <Tabs>
      <PageHeader
        {...args}
        tabs={
          <HeaderTabList aria-label="Product metafields">
            <HeaderTab id="definitions">Definitions</HeaderTab>
            <HeaderTab id="values">Values</HeaderTab>
            <HeaderTab id="history">History</HeaderTab>
          </HeaderTabList>
        }
      />
      <TabPanel id="definitions">24 definitions</TabPanel>
      <TabPanel id="values">Values of every product</TabPanel>
      <TabPanel id="history">Changes in the last 30 days</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const tabs = canvas.getByRole('tablist', { name: 'Product metafields' });
    await expect(tabs.getBoundingClientRect().top).toBeGreaterThan(title.bottom);
    await userEvent.click(canvas.getByRole('tab', { name: 'Values' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Values of every product');
  },
};

/**
 * Hebrew: the header mirrors. The back link starts at the right with its arrow pointing right
 * (back, in a right-to-left reading order), and the actions sit on the left.
 */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  decorators: [desktopWidth],
  args: {
    title: 'מוצרים',
    backLink: { label: 'משאבים', href: '/resources' },
    description: 'שדות שכל המוצרים בקטלוג חולקים.',
    actions: <Button variant="secondary">ניהול שדות מטא משותפים</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: 'משאבים' });
    const arrow = back.querySelector('svg')!;
    await expect(getComputedStyle(arrow).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The arrow comes before the text in reading order, so it is to the text's right.
    const text = document.createRange();
    text.selectNodeContents(back.lastChild!);
    await expect(arrow.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      text.getBoundingClientRect().right - 1,
    );

    await expectActionAtEnd(
      canvas.getByRole('heading', { level: 1, name: 'מוצרים' }),
      canvas.getByRole('button', { name: 'ניהול שדות מטא משותפים' }),
      'rtl',
    );
  },
};

const longName =
  `Care instructions for the whole autumn range ${'and its linings '.repeat(120)}`.trim();

/**
 * A name of thousands of characters stays on the page: the back link ends in an ellipsis on one
 * line, the title after two lines; each keeps its whole text as its name and its title.
 */
export const LongNames: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { title: longName, backLink: { label: longName, href: '/templates' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.firstElementChild!.getBoundingClientRect();
    const back = canvas.getByRole('link', { name: longName });
    const title = canvas.getByRole('heading', { level: 1, name: longName });
    await expect(within(back).getByTitle(longName)).toBeVisible();
    await expect(title).toHaveAttribute('title', longName);
    for (const element of [back, title]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right + 1);
    }
    // One line for the link, two for the title, however long the name.
    const lineHeight = (element: Element) => parseFloat(getComputedStyle(element).lineHeight);
    await expect(back.getBoundingClientRect().height).toBeLessThan(lineHeight(back) * 2);
    await expect(title.getBoundingClientRect().height).toBeLessThan(lineHeight(title) * 3);
  },
};
