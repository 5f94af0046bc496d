import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const storesApiMigrations: readonly Migration[] = [];
