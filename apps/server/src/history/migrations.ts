import type { Migration } from '../migrations.js';

/**
 * The change history (issue 28; id range 1000–1099). `job_id` has no foreign key: a job is
 * removed after its week, and the changes it made stay for the history's own retention.
 * `file_row` (the import row that made a change) and `permission_set` (what a removed metafield
 * had) are kept for an undo, which names the row it refuses and makes a metafield again as it was.
 */
export const historyMigrations: Migration[] = [
  {
    id: 1000,
    name: 'change history',
    sql: `
      CREATE TABLE change_history (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        at TEXT NOT NULL,
        actor_kind TEXT NOT NULL,
        actor_id INTEGER NOT NULL,
        job_id INTEGER,
        request_id TEXT,
        subject TEXT NOT NULL,
        record_type TEXT NOT NULL,
        record_id INTEGER NOT NULL,
        namespace TEXT NOT NULL,
        meta_key TEXT NOT NULL,
        action TEXT NOT NULL,
        old_value TEXT,
        new_value TEXT,
        file_row INTEGER,
        permission_set TEXT
      );
      CREATE INDEX change_history_record ON change_history (store_hash, record_type, record_id, id);
      CREATE INDEX change_history_job ON change_history (store_hash, job_id, id);
      CREATE INDEX change_history_at ON change_history (at);
    `,
  },
];
