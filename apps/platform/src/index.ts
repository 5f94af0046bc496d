export { buildPlatform } from './app.js';
export type { PlatformOptions } from './app.js';
export { seedDemoStore } from './seed.js';
export type { SeedStoreOptions } from './seed.js';
export { openDatabase } from './db.js';
export type { PlatformDatabase } from './db.js';
