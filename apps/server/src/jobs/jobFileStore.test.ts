import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { CHUNK_BYTES, createJobFileStore } from './jobFileStore.js';

let opened: TestDatabase | undefined;
afterEach(() => opened?.dispose());

/** A database with one store and two jobs to hang files on. */
async function withJobs(dialect: (typeof dialects)[number]) {
  opened = await testDatabase(dialect);
  const { queries } = opened.database;
  await sql`INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 'S', 't')`.execute(
    queries,
  );
  for (const id of [1, 2]) {
    await sql`INSERT INTO jobs (id, store_hash, kind, subject, type, created_at)
      VALUES (${id}, 's', 'export', 'products', 'csv', '2026-11-29T00:00:00.000Z')`.execute(
      queries,
    );
  }
  return { database: opened.database, files: createJobFileStore(opened.database) };
}

describe.each(dialects)('job files in the database on %s', (dialect) => {
  it('keeps appended text in order, across chunks, byte for byte', async () => {
    const { files } = await withJobs(dialect);
    const big = Buffer.alloc(CHUNK_BYTES * 2 + 10, 'é');
    await files.append(1, 'output.csv', 'id,name\n');
    await files.append(1, 'output.csv', big);
    await files.append(1, 'output.csv', '1,Ünïcode\n');
    const expected = Buffer.concat([Buffer.from('id,name\n'), big, Buffer.from('1,Ünïcode\n')]);
    expect(await files.size(1, 'output.csv')).toBe(expected.length);
    const chunks: Buffer[] = [];
    for await (const chunk of files.read(1, 'output.csv')) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(expected)).toBe(true);
    expect(chunks.length).toBeGreaterThan(3);
    // Another job's files, and a file not written, are apart.
    expect(await files.size(2, 'output.csv')).toBe(0);
    expect(await files.exists(1, 'input.csv')).toBe(false);
  });

  it('writes bytes with the transaction that writes them, and none when it rolls back', async () => {
    const { database, files } = await withJobs(dialect);
    await database.transaction(async (queries) => {
      await files.append(1, 'output.csv', 'kept\n', queries);
    });
    await expect(
      database.transaction(async (queries) => {
        await files.append(1, 'output.csv', 'lost\n', queries);
        throw new Error('crash before the checkpoint');
      }),
    ).rejects.toThrow('crash');
    expect(await files.readText(1, 'output.csv')).toBe('kept\n');
  });

  it('replaces a file whole, and goes with its job', async () => {
    const { database, files } = await withJobs(dialect);
    await files.append(1, 'records.json', '[1,2,3]');
    await files.replace(1, 'records.json', '[4]');
    expect(await files.readText(1, 'records.json')).toBe('[4]');
    await files.append(2, 'input.csv', 'a\n');
    await files.remove(2);
    expect(await files.exists(2, 'input.csv')).toBe(false);
    await sql`DELETE FROM jobs WHERE id = 1`.execute(database.queries);
    expect(await files.exists(1, 'records.json')).toBe(false);
  });
});
