import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/query-core';
import { useHydrateAtoms } from 'jotai/utils';
import { QueryClientAtomProvider } from 'jotai-tanstack-query/react';
import { createApiClient, type ApiClient } from '@metafields/api-client';
import { apiClientAtom } from './atoms/api.js';
import { currentUserKey } from './atoms/session.js';

export interface AppProvidersProps {
  /** From `<meta name="csrf-token">` of the page. */
  csrfToken?: string;
  /** How often a failed read is retried before its error shows. */
  retry?: number;
  children: ReactNode;
}

/** The app's state: a query client, the jotai store around it, and the api-client in an atom. */
export function AppProviders({ csrfToken = '', retry = 1, children }: AppProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry, refetchOnWindowFocus: false } } }),
  );
  const [apiClient] = useState(() =>
    createApiClient({
      csrfToken,
      // The session ended on the server: forget the user; the route guard sends them to login.
      onUnauthorized: () => queryClient.setQueryData(currentUserKey, null),
    }),
  );
  return (
    <QueryClientAtomProvider client={queryClient}>
      <HydrateApiClient apiClient={apiClient}>{children}</HydrateApiClient>
    </QueryClientAtomProvider>
  );
}

function HydrateApiClient({ apiClient, children }: { apiClient: ApiClient; children: ReactNode }) {
  useHydrateAtoms([[apiClientAtom, apiClient]]);
  return children;
}
