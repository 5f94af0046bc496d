import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Thumbnail } from './Thumbnail.js';

// A landscape picture drawn inline, so the stories need no network; the thumbnail crops it.
const tentPhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">' +
    '<rect width="120" height="80" fill="#cfe3f0"/>' +
    '<rect y="58" width="120" height="22" fill="#8fbf7f"/>' +
    '<path d="M24 66 60 16l36 50z" fill="#e0683c"/>' +
    '<path d="M52 66l8-22 8 22z" fill="#7a2e12"/>' +
    '</svg>',
)}`;

// A data URL that does not decode: the image fails at once, with no request.
const brokenImage = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Primitives/Thumbnail',
  component: Thumbnail,
  tags: ['autodocs'],
  args: { src: tentPhoto, alt: 'Trail Tent', size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    src: { control: 'text' },
    alt: { control: 'text' },
  },
  parameters: {
    usage: {
      notes: [
        "A thumbnail is a small square image, such as a product's photo in a list, cropped to fill its frame: 40, 64 or 96 px. A missing or broken image gives way to a neutral placeholder of the same size.",
        '`alt` says what the image shows (the product\'s name). When the text beside the thumbnail already says it, as in a table row with the name, use `alt=""`: the image is then decorative and screen readers skip it rather than reading the name twice.',
      ],
      do: ['Use one size per list, so rows line up.'],
      dont: [
        'Put text or essential details in the image; they are cropped and unreadable at this size.',
        'Write “Image of…” in `alt`.',
      ],
    },
  },
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Trail Tent' });
    await expect(image.tagName).toBe('IMG');
    await expect(getComputedStyle(image).objectFit).toBe('cover');
    await expect(image.getBoundingClientRect().width).toBe(64);
    await expect(image.getBoundingClientRect().height).toBe(64);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Thumbnail {...args} size="small" alt="Trail Tent, small" />
      <Thumbnail {...args} size="medium" alt="Trail Tent, medium" />
      <Thumbnail {...args} size="large" alt="Trail Tent, large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, size] of [
      ['Trail Tent, small', 24],
      ['Trail Tent, medium', 64],
      ['Trail Tent, large', 96],
    ] as const) {
      const box = canvas.getByRole('img', { name }).getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([size, size]);
    }
  },
};

/** An image that fails to load gives way to the placeholder, which keeps the name and size. */
export const BrokenImage: Story = {
  args: { src: brokenImage },
  play: async ({ canvasElement }) => {
    // The <img> is tried first; its error event swaps in the placeholder.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const placeholder = within(canvasElement).getByRole('img', { name: 'Trail Tent' });
    await expect(placeholder.tagName).toBe('SPAN');
    await expect(placeholder.querySelector('svg')).toBeVisible();
    await expect(placeholder.getBoundingClientRect().width).toBe(64);
  },
};

/** Without an address, the placeholder shows at once. */
export const NoImage: Story = {
  args: { src: undefined, alt: 'Camp Lantern' },
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByRole('img', { name: 'Camp Lantern' });
    await expect(placeholder.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With `alt=""` the thumbnail is decorative: the product's name is already beside it. */
export const Decorative: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Thumbnail {...args} alt="" size="small" />
      <span>Trail Tent</span>
      <Thumbnail src={undefined} alt="" size="small" />
      <span>Camp Lantern</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
