import type { SeedContext } from '../seed/context.js';

/** The store's channels (`CHANNEL_IDS`); runs first, since category trees belong to channels. */
export function seedChannels(_context: SeedContext): void {}

/** Inventory locations, customer groups and customers, orders, and content pages. */
export function seedPeople(_context: SeedContext): void {}
