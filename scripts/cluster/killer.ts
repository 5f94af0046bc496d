import pg from 'pg';
import { inProgressJobStatuses } from '@metafields/core';

/** A server instance as `launch()` starts it: killable and restartable on its own port. */
export interface Instance {
  url: string;
  process: { pid?: number };
  kill(): Promise<void>;
  restart(): Promise<void>;
}

/**
 * Kills instances while jobs run, each time the one holding a running job's lease (the jobs
 * table's `lease_owner` is `host/pid/uuid`), just after that job recorded a batch, so that the
 * kill lands in the middle of the next one; then starts it again, so that three stay up.
 */
export function createKiller(databaseUrl: string, instances: Instance[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  /** The instance being killed and started again: not to be asked anything meanwhile. */
  let down: Instance | undefined;
  let kills = 0;
  /** Each job's processed count when last seen, to see a batch recorded since. */
  const seen = new Map<number, number>();

  async function runningJobs() {
    await connected;
    const { rows } = await client.query<{
      id: number;
      lease_owner: string | null;
      items_processed_count: number;
    }>(
      // An export runs as 'generating_csv', an import as 'processing': the spec's in progress.
      `SELECT id, lease_owner, items_processed_count FROM jobs
        WHERE status = ANY($1) AND lease_owner IS NOT NULL ORDER BY id`,
      [[...inProgressJobStatuses]],
    );
    return rows;
  }

  /** The instance whose process holds `owner`. */
  const holderOf = (owner: string) => {
    const pid = Number(owner.split('/')[1]);
    return instances.find((instance) => instance.process.pid === pid);
  };

  return {
    get kills() {
      return kills;
    },
    /** An instance that is up now (for the test's own requests). */
    anyUp(avoid?: Instance): Instance {
      const up = instances.filter((instance) => instance !== down && instance !== avoid);
      const chosen = up[Math.floor(Math.random() * up.length)];
      if (!chosen) throw new Error('no instance is up');
      return chosen;
    },
    /**
     * Kills `count` times while `running()` holds, each time after a batch of a job whose lease
     * an instance holds; answers how many kills it made.
     */
    async killWhile(running: () => boolean, count: number, pollMs = 50): Promise<number> {
      let made = 0;
      while (made < count && running()) {
        const target = (await runningJobs()).find((job) => {
          const progressed = job.items_processed_count > (seen.get(job.id) ?? 0);
          seen.set(job.id, Math.max(job.items_processed_count, seen.get(job.id) ?? 0));
          return progressed && job.lease_owner !== null && holderOf(job.lease_owner);
        });
        const instance = target?.lease_owner ? holderOf(target.lease_owner) : undefined;
        if (!instance) {
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          continue;
        }
        // Somewhere inside the batch that follows the one just recorded.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
        down = instance;
        const pid = instance.process.pid;
        await instance.kill();
        kills += 1;
        made += 1;
        console.info(
          `Several instances: kill ${kills}, pid ${pid} (${instance.url}), holding job ${target?.id} at ${target?.items_processed_count} rows.`,
        );
        await instance.restart();
        down = undefined;
      }
      return made;
    },
    close: () => client.end(),
  };
}
