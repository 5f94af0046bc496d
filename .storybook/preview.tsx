import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
// react-aria keeps one live region for the whole document, whose messages live for 7 s; a
// message of the previous story (such as a pending button's, labelled by that button) would
// point at an element that is gone, and axe would blame the next story. Only the private path
// exports the reset.
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { configure } from 'storybook/test';
import { styled } from 'styled-components';
import '@metafields/design-system/fonts.css';
import { DesignSystemProvider, GlobalStyles, token } from '@metafields/design-system';
import type { ThemeName } from '@metafields/design-system';
import { DocsPage } from './docs/DocsPage.js';
import { storyWaitMs } from './waits.mjs';

// One limit for every wait in a play function, instead of Testing Library's one second (and
// per-call overrides): see waits.mjs.
configure({ asyncUtilTimeout: storyWaitMs });

// The page background a screen sits on; in the app the shell paints it.
const Canvas = styled.div`
  box-sizing: border-box;
  padding: ${token('space.400')};
  background-color: ${token('color.bg-page')};
  color: ${token('color.text')};

  &[data-view-mode='story'] {
    min-block-size: 100vh;
  }
`;

const withDesignSystem: Decorator = (Story, context) => {
  // A partner's page: the story renders its own (scoped) provider on a page no `GlobalStyles`
  // touches, so it can show that the design system leaves the host's document alone.
  if (context.parameters['partnerPage'] === true) return <Story />;
  const requested = context.globals['theme'];
  const theme: ThemeName =
    requested === 'dark' || requested === 'high-contrast' ? requested : 'light';
  const locale =
    typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'en-US';
  return (
    <DesignSystemProvider theme={theme} locale={locale}>
      <GlobalStyles />
      <Canvas data-view-mode={context.viewMode}>
        <Story />
      </Canvas>
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // An axe violation fails the story's test, not only the a11y panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Chromatic (`npm run chromatic`, with a project token) snapshots every story in the three
    // themes; its images live in the cloud, not in git, unlike the local baselines of
    // `.storybook/screenshots.ts`, which take the three themes for the design system only.
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
        'high contrast': { theme: 'high-contrast' },
      },
    },
    // Every autodocs page: the component's description, then its Usage (the meta's
    // `parameters.usage`: notes, do and don't, a partner's code for a widget), then the first
    // story, the props table and the other stories.
    docs: { page: DocsPage },
    // Designers start from the Introduction, partners from the widgets' guide, then the token
    // pages; everything else keeps the order the stories load in.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Widgets for partners',
          [
            'Start here',
            'Translations and styles',
            'Widgets and their data',
            'Filter rules as platform queries',
            'Forms',
            'Example app',
          ],
          'Foundations',
          ['Colour', 'Space', 'Typography', 'Radii', 'Shadows', 'Motion'],
        ],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'high-contrast', title: 'High contrast', icon: 'contrast' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale and text direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (left to right)', right: 'ltr' },
          { value: 'he-IL', title: 'Hebrew (right to left)', right: 'rtl' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  decorators: [withDesignSystem],
  loaders: [mswLoader()],
  beforeEach: () => destroyAnnouncer(),
};

export default preview;
