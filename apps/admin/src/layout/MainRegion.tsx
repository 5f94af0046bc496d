import type { ReactNode } from 'react';
import { Main } from './AppLayout.styles.js';
import { useIsEmbedded } from './embedded.js';

/** The `main` landmark the skip link leads to, compact inside the control panel's frame. */
export function MainRegion({ children }: { children: ReactNode }) {
  const isEmbedded = useIsEmbedded();
  return (
    <Main id="main" $embedded={isEmbedded}>
      {children}
    </Main>
  );
}
