import { BrowserRouter } from 'react-router';
import type { User } from '@metafields/core';
import { AppProviders } from './AppProviders.js';
import { LanguageProvider } from './i18n/LanguageProvider.js';
import { AppRoutes } from './routes.js';

export function App({ csrfToken, currentUser }: { csrfToken: string; currentUser?: User | null }) {
  return (
    <AppProviders csrfToken={csrfToken} currentUser={currentUser}>
      <BrowserRouter>
        <LanguageProvider>
          <AppRoutes />
        </LanguageProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
