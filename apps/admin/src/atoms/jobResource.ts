import { atom } from 'jotai';
import type { ResourceTypePlural } from '@metafields/core';

/**
 * The resource list whose Import and Export tabs are shown; set by ResourceListTabs. Apart
 * from the job atoms, so that a list's first load does not carry the export filter's rules.
 */
export const jobResourceAtom = atom<ResourceTypePlural | null>(null);
