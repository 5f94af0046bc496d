import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/query-core';
import { useHydrateAtoms } from 'jotai/utils';
import { QueryClientAtomProvider } from 'jotai-tanstack-query/react';
import { createApiClient } from '@metafields/api-client';
import { apiClientAtom } from './atoms/api.js';
import { currentUserKey } from './atoms/session.js';
import { LanguageProvider } from './i18n/LanguageProvider.js';
import { createRouter } from './routes.js';

export function App({ csrfToken }: { csrfToken: string }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const apiClient = useMemo(
    () =>
      createApiClient({
        csrfToken,
        // The session ended on the server: forget the user, and the route guard sends them to login.
        onUnauthorized: () => queryClient.setQueryData(currentUserKey, null),
      }),
    [csrfToken, queryClient],
  );
  const [router] = useState(createRouter);

  return (
    <QueryClientAtomProvider client={queryClient}>
      <HydrateApiClient apiClient={apiClient}>
        <LanguageProvider router={router}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </HydrateApiClient>
    </QueryClientAtomProvider>
  );
}

function HydrateApiClient({
  apiClient,
  children,
}: {
  apiClient: ReturnType<typeof createApiClient>;
  children: React.ReactNode;
}) {
  useHydrateAtoms([[apiClientAtom, apiClient]]);
  return children;
}
