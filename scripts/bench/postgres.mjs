// A PostgreSQL database of its own for a benchmark run, on the machine's server (or the one
// BENCH_POSTGRES_URL names), dropped afterwards.
import pg from 'pg';

const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @returns {Promise<{ url: string, drop(): Promise<void> } | undefined>} undefined: no server answers */
export async function benchDatabase() {
  const name = `ms_bench_${Date.now().toString(36)}`;
  const admin = async (/** @type {string} */ statement) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
