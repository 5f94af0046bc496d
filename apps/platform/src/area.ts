import type { PlatformDatabase } from './db.js';

/** What every area of the emulator is given when its routes are registered. */
export interface AreaContext {
  db: PlatformDatabase;
  /** The data directory: `platform.sqlite` and any files an area keeps (WebDAV). */
  dataDir: string;
  /** Base URL this emulator is reached at (no trailing slash), if configured. */
  publicUrl?: string;
}
