import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { DesignSystemProvider, toastQueue, type ThemeName } from '@metafields/design-system';
import { AppProviders } from '../AppProviders.js';
import { routes } from '../routes.js';

/**
 * The whole app at one path, over the story's MSW handlers: real routes, atoms and pages, with
 * only the network answered by the story. Reads the toolbar's theme and locale.
 */
function AppStory({ path, theme, locale }: { path: string; theme: ThemeName; locale: string }) {
  const [router] = useState(() => {
    // The toast queue is the page's; a toast of the previous story must not show in this one.
    toastQueue.clear();
    return createMemoryRouter(routes, { initialEntries: [path] });
  });
  return (
    <AppProviders retry={0}>
      <DesignSystemProvider
        theme={theme}
        locale={locale}
        navigate={(to) => void router.navigate(to)}
      >
        <RouterProvider router={router} />
      </DesignSystemProvider>
    </AppProviders>
  );
}

const toTheme = (value: unknown): ThemeName =>
  value === 'dark' || value === 'high-contrast' ? value : 'light';

/** Renders the app at `parameters.path` instead of the story's own component. */
export const withApp: Decorator = (_Story, context) => (
  <AppStory
    path={String(context.parameters['path'] ?? '/')}
    theme={toTheme(context.globals['theme'])}
    locale={typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'en-US'}
  />
);
