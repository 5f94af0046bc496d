import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';

/** A job's files: the upload an import reads, the CSV an export writes, an export's snapshot. */
export type JobFileName = 'input.csv' | 'output.csv' | 'records.json';

/** Bigger uploads are cut to this size: one row stays small enough to read at a time. */
export const CHUNK_BYTES = 256 * 1024;
const CHUNKS_PER_READ = 8;

/**
 * Job files in the database, in chunks (docs/adr/0027): on PostgreSQL every instance reads
 * what another wrote, and on both databases a write given a transaction's `queries` commits
 * with it, so the bytes a checkpoint counts can never be lost by a crash, nor be more.
 */
export function createJobFileStore({ queries: database }: Database) {
  async function nextSeq(queries: Queries, jobId: number, name: JobFileName): Promise<number> {
    const { rows } = await sql<{ next: number }>`
      SELECT COALESCE(MAX(seq) + 1, 0) AS next FROM job_file_chunks
      WHERE job_id = ${jobId} AND name = ${name}`.execute(queries);
    return Number(rows[0]!.next);
  }

  /** Adds bytes at the end of the file (creating it), in `queries`' transaction if it is one. */
  async function append(
    jobId: number,
    name: JobFileName,
    data: Buffer | string,
    queries: Queries = database,
  ): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let seq = await nextSeq(queries, jobId, name);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES, seq++) {
      const chunk = bytes.subarray(at, at + CHUNK_BYTES);
      await sql`INSERT INTO job_file_chunks (job_id, name, seq, bytes)
        VALUES (${jobId}, ${name}, ${seq}, ${chunk})`.execute(queries);
    }
  }

  /** The file, a few chunks per query and in order: a download holds at most those in memory. */
  async function* read(jobId: number, name: JobFileName): AsyncGenerator<Buffer> {
    for (let seq = -1; ;) {
      const { rows } = await sql<{ seq: number; bytes: Buffer }>`
        SELECT seq, bytes FROM job_file_chunks
        WHERE job_id = ${jobId} AND name = ${name} AND seq > ${seq}
        ORDER BY seq LIMIT ${CHUNKS_PER_READ}`.execute(database);
      for (const row of rows) yield Buffer.from(row.bytes);
      if (rows.length < CHUNKS_PER_READ) return;
      seq = Number(rows.at(-1)!.seq);
    }
  }

  return {
    append,

    /** The file's length in bytes; 0 when it does not exist. */
    async size(jobId: number, name: JobFileName, queries: Queries = database): Promise<number> {
      const { rows } = await sql<{ size: number | null }>`
        SELECT SUM(length(bytes)) AS size FROM job_file_chunks
        WHERE job_id = ${jobId} AND name = ${name}`.execute(queries);
      return Number(rows[0]?.size ?? 0);
    },

    async exists(jobId: number, name: JobFileName): Promise<boolean> {
      const { rows } = await sql`SELECT 1 FROM job_file_chunks
        WHERE job_id = ${jobId} AND name = ${name} LIMIT 1`.execute(database);
      return rows.length > 0;
    },

    read,

    /** The whole file as text (an import's upload, an export's snapshot). */
    async readText(jobId: number, name: JobFileName): Promise<string> {
      const chunks: Buffer[] = [];
      for await (const chunk of read(jobId, name)) chunks.push(chunk);
      return Buffer.concat(chunks).toString('utf8');
    },

    /** Writes the whole file anew. */
    async replace(
      jobId: number,
      name: JobFileName,
      data: Buffer | string,
      queries: Queries = database,
    ): Promise<void> {
      await sql`DELETE FROM job_file_chunks WHERE job_id = ${jobId} AND name = ${name}`.execute(
        queries,
      );
      await append(jobId, name, data, queries);
    },

    /** Removes every file of the job. */
    async remove(jobId: number, queries: Queries = database): Promise<void> {
      await sql`DELETE FROM job_file_chunks WHERE job_id = ${jobId}`.execute(queries);
    },
  };
}

export type JobFileStore = ReturnType<typeof createJobFileStore>;

/** One job's files, as its handler sees them. */
export function filesOfJob(store: JobFileStore, jobId: number) {
  return {
    append: (name: JobFileName, data: Buffer | string, queries?: Queries) =>
      store.append(jobId, name, data, queries),
    replace: (name: JobFileName, data: Buffer | string, queries?: Queries) =>
      store.replace(jobId, name, data, queries),
    size: (name: JobFileName) => store.size(jobId, name),
    exists: (name: JobFileName) => store.exists(jobId, name),
    readText: (name: JobFileName) => store.readText(jobId, name),
  };
}

export type JobFiles = ReturnType<typeof filesOfJob>;
