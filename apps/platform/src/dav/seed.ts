import type { SeedContext } from '../seed/context.js';

/** The store's WebDAV account (username and password) and its empty file area. */
export function seedDav(_context: SeedContext): void {}
