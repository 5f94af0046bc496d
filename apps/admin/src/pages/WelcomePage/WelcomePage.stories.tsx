import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import { storeIntroStory } from '../../testing/storyChecks.js';
import WelcomePage from './WelcomePage.js';

const meta = {
  title: 'Pages/Welcome',
  component: WelcomePage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/welcome', msw: { handlers: inDemoStore() } },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = storeIntroStory('Welcome to Metafield Studio');
