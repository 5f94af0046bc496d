import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading.js';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Shared product metafields' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
  parameters: {
    usage: {
      notes: [
        "A heading titles a section; `level` is the document level, h1 to h6, and the size follows it. Screen-reader users jump from heading to heading, so the levels must form an outline: one h1 per page (usually the `PageHeader`'s), h2 for its sections, h3 inside them, no levels skipped.",
        'Inside a dialog or a field group, a heading becomes the label of the container it sits in.',
        'Write headings in sentence case, short and specific: “Import history”, not “History of your imports”. For emphasis that is not a section title, use `<strong>` inside `Text`.',
      ],
      do: ["Pick the level from the page's outline, never from the size you want."],
      dont: [
        'Skip levels (an h4 straight under an h2).',
        'Style a paragraph to look like a heading, or a heading to look like body text.',
      ],
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shared product metafields',
    );
  },
};

export const Levels: Story = {
  render: () => (
    <>
      <Heading level={1}>Level 1</Heading>
      <Heading level={2}>Level 2</Heading>
      <Heading level={3}>Level 3</Heading>
      <Heading level={4}>Level 4</Heading>
    </>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading');
    await expect(headings.map((h) => h.tagName)).toEqual(['H1', 'H2', 'H3', 'H4']);
  },
};
