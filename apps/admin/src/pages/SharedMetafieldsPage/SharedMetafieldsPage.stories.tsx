import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import SharedMetafieldsPage from './SharedMetafieldsPage.js';

const session = [signedIn, stores, store()];
const counts: Record<string, number> = { product: 3, order: 1 };
const templateCounts = http.get('/api/stores/demo/templates/:type', ({ params }) =>
  HttpResponse.json({ templates: [], meta: { total: counts[String(params['type'])] ?? 0 } }),
);
let failures = 0;
const failOnce = http.get('/api/stores/demo/templates/:type', ({ params }) => {
  if (params['type'] === 'product' && failures++ === 0) {
    return HttpResponse.json({ error: 'server_error', message: 'Boom' }, { status: 500 });
  }
  return HttpResponse.json({ templates: [], meta: { total: 0 } });
});

const meta = {
  title: 'Pages/Shared metafields',
  component: SharedMetafieldsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/templates',
    msw: { handlers: [...session, templateCounts] },
  },
} satisfies Meta<typeof SharedMetafieldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each resource type with how many shared metafields it has; a row opens the type's list. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Shared metafields' });
    const products = await within(table).findByRole('row', { name: /Products/ });
    await expect(products).toHaveTextContent('3');
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await userEvent.click(within(products).getByRole('rowheader'));
    await expect(
      await canvas.findByRole('heading', { name: 'Shared product metafields' }),
    ).toBeVisible();
  },
};

/** A failed read says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...session, failOnce] } },
  play: async ({ canvasElement }) => {
    failures = 0;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load shared metafields')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const table = canvas.getByRole('grid', { name: 'Shared metafields' });
    await expect(await within(table).findByRole('row', { name: /Products/ })).toBeVisible();
    await expect(canvas.queryByText('Unable to load shared metafields')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        http.get('/api/stores/demo/templates/:type', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Shared metafields' });
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};
