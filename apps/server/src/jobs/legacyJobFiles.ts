import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../database/database.js';
import type { JobFileName, JobFileStore } from './jobFileStore.js';

const names: readonly JobFileName[] = ['input.csv', 'output.csv', 'records.json'];

/**
 * Job files a server before ADR 0027 kept in `DATA_DIR/jobs/<id>/`, moved into the database
 * once, at start, so that an upgrade loses no download and no unfinished import. An export
 * caught mid-way starts again (its file no longer matches its checkpoint's size). Folders of
 * jobs that no longer exist, and the old uploads' temporary files, are removed.
 */
export async function adoptLegacyJobFiles(
  dataDir: string,
  database: Database,
  files: JobFileStore,
): Promise<void> {
  const root = path.join(dataDir, 'jobs');
  if (!fs.existsSync(root)) return;
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    const id = /^\d+$/.test(name) ? Number(name) : undefined;
    if (id !== undefined && (await jobExists(database, id))) {
      for (const file of names.filter((entry) => fs.existsSync(path.join(dir, entry)))) {
        const bytes = fs.readFileSync(path.join(dir, file));
        await database.transaction(async (queries) => {
          if ((await files.size(id, file, queries)) === 0) {
            await files.replace(id, file, bytes, queries);
          }
        });
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.rmSync(root, { recursive: true, force: true });
}

async function jobExists(database: Database, id: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM jobs WHERE id = ${id}`.execute(database.queries);
  return rows.length > 0;
}
