import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon.js';
import { iconNames } from './iconPaths.js';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'search' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    usage: {
      notes: [
        "Icons are 24-unit outline drawings in the text's colour (`currentColor`), from one small set: add, alert, calendar, check, the chevrons, close, copy, drag, edit, error, eye-off, file, filter, image, info, minus, more, search, settings, success, trash and upload. Add a drawing to the set rather than drawing one in a screen.",
        'Most icons sit beside words that say the same thing; they are decoration and hidden from assistive technology. An icon that stands alone and means something needs a `title`, which screen readers read. A pressable icon is an `IconButton`, never a bare icon.',
        'Match `size` to the text beside it: `small` (16 px) with small text, `medium` (20 px) with body text, `large` (24 px) for empty states and drop zones. The left and right chevrons turn around in right-to-left languages.',
        'Use each drawing for one meaning across the product: the trash can deletes, the pencil edits, the gear opens settings.',
      ],
      do: [
        'Pair icons with text wherever there is room.',
        'Give a meaningful standalone icon a `title`.',
      ],
      dont: [
        'Use an icon as the only sign of a status; say it in words (see `Badge`, `Banner`).',
        'Attach `onClick` to an icon; use `IconButton`.',
      ],
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a title an icon is decoration: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With a title it is an image with that name. */
export const WithTitle: Story = {
  args: { name: 'alert', title: 'Available on enterprise plan' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Available on enterprise plan' }),
    ).toBeVisible();
  },
};

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
