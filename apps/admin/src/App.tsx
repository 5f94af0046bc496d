import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.js';
import { LanguageProvider } from './i18n/LanguageProvider.js';
import { createRouter } from './routes.js';

export function App({ csrfToken }: { csrfToken: string }) {
  const [router] = useState(createRouter);
  return (
    <AppProviders csrfToken={csrfToken}>
      <LanguageProvider router={router}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </AppProviders>
  );
}
