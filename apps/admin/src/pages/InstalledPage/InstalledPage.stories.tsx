import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import { storeIntroStory } from '../../testing/storyChecks.js';
import InstalledPage from './InstalledPage.js';

const meta = {
  title: 'Pages/Installed',
  component: InstalledPage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/installed', msw: { handlers: inDemoStore() } },
} satisfies Meta<typeof InstalledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a fresh install lands: the app's name and logo, and the way to get started. */
export const Default: Story = storeIntroStory('Metafield Studio is installed');
