import type { CustomObject } from '@metafields/core';

/** The props of a custom resource's Import and Export tabs. */
export interface ValueTabProps {
  /** The custom resource whose values are imported or exported: its id and names. */
  resource: Pick<CustomObject, 'id' | 'name' | 'plural_name'>;
}
