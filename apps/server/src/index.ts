export { buildServer } from './app.js';
export type { ServerContext } from './app.js';
export { readConfig, configSchema } from './config.js';
export type { ServerConfig } from './config.js';
export { seedDemo } from './seed.js';
