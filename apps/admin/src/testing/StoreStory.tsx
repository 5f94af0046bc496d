import { useAtom } from 'jotai';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { ToastRegion, toastQueue, type ThemeName } from '@metafields/design-system';
import { AppProviders } from '../AppProviders.js';
import { storeHashAtom } from '../atoms/stores.js';
import { MainRegion } from '../layout/MainRegion.js';
import { StoryDesignSystem, toTheme } from './AppStory.js';

/** The route's store in the atoms, as StoreLayout sets it, without the store's navigation. */
function StoreScope({ children }: { children: ReactNode }) {
  const { storeHash = '' } = useParams();
  const [current, setCurrent] = useAtom(storeHashAtom);
  useLayoutEffect(() => setCurrent(storeHash), [storeHash, setCurrent]);
  if (current !== storeHash) return null;
  return <MainRegion>{children}</MainRegion>;
}

function StoreStory({
  path,
  theme,
  locale,
  children,
}: {
  path: string;
  theme: ThemeName;
  locale: string;
  children: ReactNode;
}) {
  useState(() => {
    // The toast queue is the page's; a toast of the previous story must not show in this one.
    toastQueue.clear();
  });
  return (
    <AppProviders retry={0}>
      <MemoryRouter initialEntries={[path]}>
        <StoryDesignSystem theme={theme} locale={locale}>
          <Routes>
            <Route path="/stores/:storeHash/*" element={<StoreScope>{children}</StoreScope>} />
          </Routes>
          <ToastRegion />
        </StoryDesignSystem>
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * Renders the story's own component in a store (`parameters.path`, /stores/demo by default)
 * with the app's atoms, router and toasts over the story's MSW handlers: for the parts of pages
 * that no route shows yet.
 */
export const withStore: Decorator = (Story, context) => (
  <StoreStory
    path={String(context.parameters['path'] ?? '/stores/demo')}
    theme={toTheme(context.globals['theme'])}
    locale={typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'en-US'}
  >
    <Story />
  </StoreStory>
);
