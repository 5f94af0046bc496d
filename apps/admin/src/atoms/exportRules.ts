import { atom } from 'jotai';
import type { FilterRule, ResourceTypePlural } from '@metafields/core';

/**
 * The export filter of each list, kept while the merchant moves between tabs and lists. Apart
 * from the job atoms, so a filtered list can hand its rule to the Export tab without loading them.
 */
export const exportRulesAtom = atom<Partial<Record<ResourceTypePlural, FilterRule | null>>>({});
