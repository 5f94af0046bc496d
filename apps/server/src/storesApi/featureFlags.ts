/**
 * The UI's feature flags, read from `<meta name="feature-flags">` of the app's HTML as a JSON
 * list. A flag only shows or hides a part of the UI; the plan still gates the feature on the
 * server. `custom_objects` shows the custom resources (spec: custom resources need an
 * enterprise plan "plus the feature flag custom_objects for the UI").
 */
export const featureFlags: readonly string[] = ['custom_objects'];

/** The meta tag's content. */
export const featureFlagsMeta = (): string => JSON.stringify(featureFlags);
