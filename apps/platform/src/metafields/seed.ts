import type { SeedContext } from '../seed/context.js';

/** Metafields on all eight resource types, with varied owners; runs last. */
export function seedMetafields(_context: SeedContext): void {}
