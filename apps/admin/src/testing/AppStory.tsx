import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrateAtoms } from 'jotai/utils';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { DesignSystemProvider, toastQueue, type ThemeName } from '@metafields/design-system';
import { AppProviders } from '../AppProviders.js';
import { featureFlagsAtom } from '../atoms/featureFlags.js';
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
  featureFlags,
  onLocationChange,
}: {
  path: string;
  theme: ThemeName;
  locale: string;
  embedded: boolean;
  featureFlags: readonly string[];
  onLocationChange: ((path: string) => void) | undefined;
}) {
  useState(() => {
    // The toast queue is the page's; a toast of the previous story must not show in this one.
    toastQueue.clear();
  });
  return (
    <AppProviders retry={0}>
      <StoryFeatureFlags flags={featureFlags}>
        <EmbeddedContext value={embedded}>
          <MemoryRouter initialEntries={[path]}>
            {onLocationChange && <LocationProbe onChange={onLocationChange} />}
            <StoryDesignSystem theme={theme} locale={locale}>
              <AppRoutes />
            </StoryDesignSystem>
          </MemoryRouter>
        </EmbeddedContext>
      </StoryFeatureFlags>
    </AppProviders>
  );
}

/**
 * The page's feature flags as the story gives them: the story's HTML has no
 * `<meta name="feature-flags">`, so without this every flag is off.
 */
function StoryFeatureFlags({ flags, children }: { flags: readonly string[]; children: ReactNode }) {
  useHydrateAtoms([[featureFlagsAtom, new Set(flags)]]);
  return children;
}

/**
 * Tells the story where the app went (path and query), so a play function can assert a
 * navigation to a page the story's routes may not have.
 */
function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search } = useLocation();
  // The decorator makes a new listener on each render: only a new location is news.
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  });
  useEffect(() => listener.current(`${pathname}${search}`), [pathname, search]);
  return null;
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

const toFlags = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((flag) => typeof flag === 'string') : [];

const toLocationListener = (value: unknown): ((path: string) => void) | undefined =>
  typeof value === 'function' ? (path: string) => void value(path) : undefined;

/**
 * Renders the app at `parameters.path` instead of the story's own component; on its own page
 * unless `parameters.embedded` puts it in the control panel's frame. `parameters.featureFlags`
 * lists the page's feature flags (`['custom_objects']`), and `parameters.onLocationChange`, a
 * `fn()`, hears every path the app goes to.
 */
export const withApp: Decorator = (_Story, context) => (
  <AppStory
    path={String(context.parameters['path'] ?? '/')}
    theme={toTheme(context.globals['theme'])}
    locale={typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'en-US'}
    embedded={context.parameters['embedded'] === true}
    featureFlags={toFlags(context.parameters['featureFlags'])}
    onLocationChange={toLocationListener(context.parameters['onLocationChange'])}
  />
);
