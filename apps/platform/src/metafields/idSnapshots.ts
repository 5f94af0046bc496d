import type Database from 'better-sqlite3';
import type { PlatformDatabase } from '../db.js';
import type { Sql } from '../sql.js';

/**
 * The ids a batch list matches, in ascending order, kept while the database is unchanged.
 *
 * A client reading every metafield of a type asks for page 1, 2, … 600 with the same filters.
 * Answering page n with `OFFSET (n - 1) * limit` walks all the rows before it, every time:
 * the whole read becomes quadratic. One ordered scan of the matching ids serves the total
 * and the bounds of every page; each page is then an index range scan between two ids.
 *
 * A snapshot is valid while nothing was written: this connection's `total_changes()` (any
 * table, any area) and `PRAGMA data_version` (commits by other connections) both stand still.
 */
export class IdSnapshots {
  private readonly entries = new Map<string, { version: string; ids: number[] }>();
  private readonly changes: Database.Statement<[], { changes: number }>;

  constructor(
    private readonly db: PlatformDatabase,
    private readonly capacity = 4,
  ) {
    this.changes = db.prepare('SELECT total_changes() AS changes');
  }

  private version(): string {
    const dataVersion = Number(this.db.pragma('data_version', { simple: true }));
    return `${dataVersion}:${this.changes.get()?.changes ?? 0}`;
  }

  /** The ids matching `where`, ascending; `scan` reads them when there is no valid snapshot. */
  ids(where: Sql, scan: () => number[]): number[] {
    const key = `${where.text}\u0000${JSON.stringify(where.params)}`;
    const version = this.version();
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      // Most recently used last, so the oldest is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.ids;
    }
    const ids = scan();
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { version, ids });
    return ids;
  }
}
