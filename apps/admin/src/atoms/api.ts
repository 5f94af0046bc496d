import { atom } from 'jotai';
import { createApiClient, type ApiClient } from '@metafields/api-client';

/** The api-client every query atom calls; App replaces it with one holding the page's CSRF token. */
export const apiClientAtom = atom<ApiClient>(createApiClient());
