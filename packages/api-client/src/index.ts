export { ApiError } from './ApiError.js';
export { createApiClient } from './client.js';
export type { ApiClient, ProductList, ProductListParams, ProductSort } from './client.js';
export { csrfHeader, readCsrfToken } from './http.js';
export type { HttpOptions } from './http.js';
export { ownerPath } from './metafields.js';
export type { MetafieldOwner } from './metafields.js';
export { variantName } from './records.js';
