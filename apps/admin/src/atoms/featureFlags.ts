import { atom } from 'jotai';
import { readFeatureFlags } from '@metafields/api-client';

/** The flag that shows the custom-resource screens' entry points (spec section 1). */
export const customObjectsFlag = 'custom_objects';

/**
 * The feature flags the server put in the page (`<meta name="feature-flags">`), read once when
 * the app loads: the server writes them into the HTML, so they cannot change under a page.
 * Stories set them as an initial atom value (AppStory's `featureFlags` parameter).
 */
export const featureFlagsAtom = atom<ReadonlySet<string>>(
  typeof document === 'undefined' ? new Set<string>() : readFeatureFlags(document),
);
