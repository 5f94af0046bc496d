import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders.js';
import { LanguageProvider } from './i18n/LanguageProvider.js';
import { AppRoutes } from './routes.js';

export function App({ csrfToken }: { csrfToken: string }) {
  return (
    <AppProviders csrfToken={csrfToken}>
      <BrowserRouter>
        <LanguageProvider>
          <AppRoutes />
        </LanguageProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
