import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createJobFileStore } from './jobFileStore.js';
import { adoptLegacyJobFiles } from './legacyJobFiles.js';

let opened: TestDatabase | undefined;
afterEach(() => opened?.dispose());

describe.each(dialects)('job files an older server kept on disk, on %s', (dialect) => {
  it('moves the files of existing jobs into the database and removes the rest', async () => {
    opened = await testDatabase(dialect);
    const { database, dataDir } = opened;
    await sql`INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 'S', 't')`.execute(
      database.queries,
    );
    await sql`INSERT INTO jobs (id, store_hash, kind, subject, type, created_at)
      VALUES (7, 's', 'metafield-export', 'product', 'custom', '2026-11-29T00:00:00.000Z')`.execute(
      database.queries,
    );
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, file), text);
    };
    write('jobs/7/output.csv', 'id,name\r\n1,Ünïcode\r\n');
    write('jobs/7/records.json', '[{"id":1}]');
    write('jobs/8/input.csv', 'a job removed since');
    write('jobs/uploads/host~1~a.tmp', 'an upload cut short');
    const files = createJobFileStore(database);

    await adoptLegacyJobFiles(dataDir, database, files);
    expect(await files.readText(7, 'output.csv')).toBe('id,name\r\n1,Ünïcode\r\n');
    expect(await files.readText(7, 'records.json')).toBe('[{"id":1}]');
    expect(fs.existsSync(path.join(dataDir, 'jobs'))).toBe(false);

    // Run again (another instance, a restart): nothing left to move, nothing doubled.
    await adoptLegacyJobFiles(dataDir, database, files);
    expect(await files.size(7, 'output.csv')).toBe(Buffer.byteLength('id,name\r\n1,Ünïcode\r\n'));
  });
});
