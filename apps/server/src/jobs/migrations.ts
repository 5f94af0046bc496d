import type { Migration } from '../migrations.js';

/**
 * Import and export jobs (id range 900–999). A job's checkpoint is its handler's own JSON,
 * written in the same transaction as the batch it follows, so a restarted server resumes where
 * the last recorded batch ended. Files live beside the database, under `jobs/{id}/`.
 */
export const jobMigrations: Migration[] = [
  {
    id: 900,
    name: 'import and export jobs',
    sql: `
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        type TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        params TEXT NOT NULL DEFAULT '{}',
        file_name TEXT,
        started_at TEXT,
        finished_at TEXT,
        progress_percent INTEGER NOT NULL DEFAULT 0,
        items_processed_count INTEGER NOT NULL DEFAULT 0,
        total INTEGER,
        errors TEXT NOT NULL DEFAULT '[]',
        errors_omitted INTEGER NOT NULL DEFAULT 0,
        checkpoint TEXT,
        cancel_requested INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX jobs_history ON jobs (store_hash, kind, subject, id);
      CREATE INDEX jobs_status ON jobs (status);
    `,
  },
  {
    // A job is run by the process that holds its lease (ADR 0011), renewed while it runs; an
    // import counts its file's bytes against the store's kept-bytes limit (jobLimits.ts).
    id: 901,
    name: 'job leases and kept import bytes',
    sql: `
      ALTER TABLE jobs ADD COLUMN lease_owner TEXT;
      ALTER TABLE jobs ADD COLUMN lease_expires_at TEXT;
      ALTER TABLE jobs ADD COLUMN input_bytes INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX jobs_store_status ON jobs (store_hash, status);
    `,
  },
  {
    // A job's files (an import's upload, an export's CSV) in the database, in chunks: any
    // instance serves a download another wrote, and an export's bytes commit in the same
    // transaction as the checkpoint that counts them (docs/adr/0027).
    id: 902,
    name: 'job files in the database',
    sql: {
      sqlite: `
        CREATE TABLE job_file_chunks (
          job_id INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          seq INTEGER NOT NULL,
          bytes BLOB NOT NULL,
          PRIMARY KEY (job_id, name, seq)
        );
      `,
      postgres: `
        CREATE TABLE job_file_chunks (
          job_id BIGINT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          seq BIGINT NOT NULL,
          bytes BYTEA NOT NULL,
          PRIMARY KEY (job_id, name, seq)
        );
      `,
    },
  },
  {
    // An import's preview (issue 28): what each row would do, without writing it. Paged and
    // counted by outcome; `seq` is the row's place in the job's run, so a resumed batch that
    // records its rows again adds nothing.
    id: 903,
    name: 'import preview rows',
    sql: {
      sqlite: `
        CREATE TABLE job_preview_rows (
          job_id INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
          seq INTEGER NOT NULL,
          file_row INTEGER NOT NULL,
          outcome TEXT NOT NULL,
          record_id INTEGER,
          namespace TEXT,
          meta_key TEXT,
          old_value TEXT,
          new_value TEXT,
          reason TEXT,
          PRIMARY KEY (job_id, seq)
        );
        CREATE INDEX job_preview_rows_outcome ON job_preview_rows (job_id, outcome, file_row, seq);
      `,
      postgres: `
        CREATE TABLE job_preview_rows (
          job_id BIGINT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
          seq BIGINT NOT NULL,
          file_row BIGINT NOT NULL,
          outcome TEXT NOT NULL,
          record_id BIGINT,
          namespace TEXT,
          meta_key TEXT,
          old_value TEXT,
          new_value TEXT,
          reason TEXT,
          PRIMARY KEY (job_id, seq)
        );
        CREATE INDEX job_preview_rows_outcome ON job_preview_rows (job_id, outcome, file_row, seq);
      `,
    },
  },
];
