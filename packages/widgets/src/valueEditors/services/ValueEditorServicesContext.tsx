import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ValueEditorServices } from './services.js';

const unavailable = () => Promise.reject(new Error('No value editor services were provided.'));

/** Without a provider every call fails, and the editors show their 'Unable to load' state. */
const noServices: ValueEditorServices = {
  findReferences: unavailable,
  lookUpReferences: unavailable,
  uploadFile: unavailable,
  deleteFile: unavailable,
};

const ValueEditorServicesContext = createContext<ValueEditorServices>(noServices);

export interface ValueEditorServicesProviderProps {
  /** The host's services; those left out come from a provider around this one. */
  services: Partial<ValueEditorServices>;
  children: ReactNode;
}

/**
 * Gives the editors inside it the host's services (forms take them as a `services` prop). Those
 * given here win; the others come from a provider around it, so a form given some services
 * still uses the rest of the app's.
 */
export function ValueEditorServicesProvider({
  services,
  children,
}: ValueEditorServicesProviderProps) {
  const outer = useContext(ValueEditorServicesContext);
  // One object while the services are the same, so editors' effects that call them don't rerun.
  const value = useMemo(() => {
    const given = Object.entries(services).filter(([, service]) => service !== undefined);
    return { ...outer, ...Object.fromEntries(given) } as ValueEditorServices;
  }, [outer, services]);
  return (
    <ValueEditorServicesContext.Provider value={value}>
      {children}
    </ValueEditorServicesContext.Provider>
  );
}

export function useValueEditorServices(): ValueEditorServices {
  return useContext(ValueEditorServicesContext);
}
