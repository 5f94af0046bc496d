import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { everyStatus, jobHistory, jobHistoryFails } from '../../testing/jobHandlers.js';
import JobsPage from './JobsPage.js';

const session = [signedIn, stores, store()];
const finished = everyStatus.filter((job) => job.status === 'completed');

const meta = {
  title: 'Pages/Import and export history',
  component: JobsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/jobs',
    msw: {
      handlers: [
        ...session,
        jobHistory('import', finished),
        jobHistory('export', []),
        jobHistory('import', [], 'orders'),
        jobHistory('export', finished, 'orders'),
      ],
    },
  },
} satisfies Meta<typeof JobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Products first: their imports and exports, each in its own history. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Import/Export history', level: 1 }),
    ).toBeVisible();
    const imports = await canvas.findByRole('region', { name: 'Import history' });
    await expect(await within(imports).findAllByRole('row')).not.toHaveLength(0);
    const exports = canvas.getByRole('region', { name: 'Export history' });
    await expect(await within(exports).findByText('No recent product exports')).toBeVisible();
  },
};

/** Another resource type's histories, chosen in the select (kept in the address). */
export const AnotherType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Resource type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Orders' }));
    await expect(canvas.getByRole('button', { name: /Resource type/ })).toHaveTextContent('Orders');
    const imports = await canvas.findByRole('region', { name: 'Import history' });
    await expect(await within(imports).findByText('No recent order imports')).toBeVisible();
    const exports = canvas.getByRole('region', { name: 'Export history' });
    await expect(await within(exports).findAllByRole('row')).not.toHaveLength(0);
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...session, jobHistoryFails('import'), jobHistory('export', [])] },
  },
  play: async ({ canvasElement }) => {
    const imports = await within(canvasElement).findByRole('region', { name: 'Import history' });
    await expect(
      await within(imports).findByRole('button', { name: /Try again|Retry/ }),
    ).toBeVisible();
  },
};
