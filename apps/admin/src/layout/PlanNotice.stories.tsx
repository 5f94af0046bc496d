import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useAtomValue } from 'jotai';
import { currentStoreAtom } from '../atoms/stores.js';
import { demoStore, signedIn, store, stores } from '../testing/handlers.js';
import { withStore } from '../testing/StoreStory.js';
import { PlanNotice } from './PlanNotice.js';

const meta = {
  title: 'App/PlanNotice',
  component: PlanNotice,
  decorators: [withStore],
  tags: ['autodocs'],
} satisfies Meta<typeof PlanNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const withStoreAs = (overrides: Parameters<typeof store>[0]) => ({
  msw: { handlers: [signedIn, stores, store(overrides)] },
});

/** A trial store: free access to the Enterprise plan until the trial's end, and the plans. */
export const Trial: Story = {
  parameters: withStoreAs({ on_trial: true, trial_ends_at: '2026-12-12T12:00:00Z' }),
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('status');
    await expect(notice).toHaveTextContent(
      'Your trial gives you free access to the Enterprise plan until December 12, 2026.',
    );
    await expect(within(notice).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
  },
};

/** A sandbox store: everything is open to try. */
export const Sandbox: Story = {
  parameters: withStoreAs({ is_sandbox: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'This is a sandbox store: every feature is open for you to try.',
    );
  },
};

/** The store's name once it has been read: the other stories' notice would show by then. */
function StoreRead() {
  const current = useAtomValue(currentStoreAtom);
  return current ? <p>{current.name}</p> : null;
}

/** A trial with free access granted sees no notice, as a paying store does. */
export const FreeAccess: Story = {
  parameters: withStoreAs({ on_trial: true, has_free_access: true }),
  render: () => (
    <>
      <StoreRead />
      <PlanNotice />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(demoStore.name)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
