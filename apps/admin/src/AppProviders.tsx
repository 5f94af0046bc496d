import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/query-core';
import { useHydrateAtoms } from 'jotai/utils';
import { QueryClientAtomProvider } from 'jotai-tanstack-query/react';
import { createApiClient, type ApiClient } from '@metafields/api-client';
import type { User } from '@metafields/core';
import { apiClientAtom } from './atoms/api.js';
import { currentUserKey } from './atoms/session.js';

export interface AppProvidersProps {
  /** From `<meta name="csrf-token">` of the page. */
  csrfToken?: string;
  /**
   * The signed-in person as the page's HTML named them (`null`: nobody), so the app starts
   * without asking; left out, the app asks the server.
   */
  currentUser?: User | null;
  /** How often a failed read is retried before its error shows. */
  retry?: number;
  children: ReactNode;
}

/** The app's state: a query client, the jotai store around it, and the api-client in an atom. */
export function AppProviders({
  csrfToken = '',
  currentUser,
  retry = 1,
  children,
}: AppProvidersProps) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry, refetchOnWindowFocus: false } },
    });
    if (currentUser !== undefined) client.setQueryData(currentUserKey, currentUser);
    return client;
  });
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
