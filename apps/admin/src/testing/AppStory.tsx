import { useState, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { DesignSystemProvider, toastQueue, type ThemeName } from '@metafields/design-system';
import { AppProviders } from '../AppProviders.js';
import { EmbeddedContext } from '../layout/embedded.js';
import { AppRoutes } from '../routes.js';

/**
 * The whole app at one path, over the story's MSW handlers: real routes, atoms and pages, with
 * only the network answered by the story. Reads the toolbar's theme and locale.
 */
function AppStory({
  path,
  theme,
  locale,
  embedded,
}: {
  path: string;
  theme: ThemeName;
  locale: string;
  embedded: boolean;
}) {
  useState(() => {
    // The toast queue is the page's; a toast of the previous story must not show in this one.
    toastQueue.clear();
  });
  return (
    <AppProviders retry={0}>
      <EmbeddedContext value={embedded}>
        <MemoryRouter initialEntries={[path]}>
          <StoryDesignSystem theme={theme} locale={locale}>
            <AppRoutes />
          </StoryDesignSystem>
        </MemoryRouter>
      </EmbeddedContext>
    </AppProviders>
  );
}

/** The design system with the toolbar's theme and locale, its links navigating the router. */
export function StoryDesignSystem({
  theme,
  locale,
  children,
}: {
  theme: ThemeName;
  locale: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <DesignSystemProvider
      theme={theme}
      locale={locale}
      navigate={(to, options) => void navigate(to, options)}
    >
      {children}
    </DesignSystemProvider>
  );
}

export const toTheme = (value: unknown): ThemeName =>
  value === 'dark' || value === 'high-contrast' ? value : 'light';

/**
 * Renders the app at `parameters.path` instead of the story's own component; on its own page
 * unless `parameters.embedded` puts it in the control panel's frame.
 */
export const withApp: Decorator = (_Story, context) => (
  <AppStory
    path={String(context.parameters['path'] ?? '/')}
    theme={toTheme(context.globals['theme'])}
    locale={typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'en-US'}
    embedded={context.parameters['embedded'] === true}
  />
);
