/** The server's address of a store's custom resources, and what follows it. */
export const customObjectsPath = (storeHash: string, rest = '') =>
  `api/stores/${encodeURIComponent(storeHash)}/custom-objects${rest}`;
