import type { Migration } from '../migrations.js';

/** Billing (id range 800–899). */
export const billingMigrations: Migration[] = [];
