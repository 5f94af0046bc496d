import { Worker } from 'node:worker_threads';
import { attacksOn, type Attack } from './attackStrings.js';

export interface PatternToTime {
  where: string;
  source: string;
  flags: string;
}

export interface PatternTiming extends PatternToTime {
  /** The slowest run over all attacks, in milliseconds (at least `hangMs` when stopped). */
  worstMs: number;
  worstAttack?: Attack;
  /** The run was stopped after `hangMs`: it might never have ended. */
  stopped: boolean;
}

export interface TimingOptions {
  repeats: number;
  budgetMs: number;
  /** A single run longer than this is stopped and counts as over the budget. */
  hangMs: number;
}

type WorkerMessage =
  | { type: 'start'; jobIndex: number; attackIndex: number }
  | { type: 'done'; jobIndex: number; worstMs: number; worstAttack?: Attack }
  | { type: 'finished' };

/**
 * Times every pattern against its attacks in a worker thread, which is terminated and started
 * again past a pattern that overstays `hangMs` on one run, so that an exponential pattern fails
 * the test instead of hanging it.
 */
export async function timePatterns(
  patterns: readonly PatternToTime[],
  options: TimingOptions,
): Promise<PatternTiming[]> {
  const jobs = patterns.map((pattern) => ({
    ...pattern,
    attacks: attacksOn(pattern.source, pattern.flags),
  }));
  const timings: PatternTiming[] = [];
  let from = 0;
  while (from < jobs.length) {
    from = await new Promise<number>((resolve, reject) => {
      const batch = jobs.slice(from);
      const worker = new Worker(new URL('./timePatterns.worker.mjs', import.meta.url));
      let watchdog: NodeJS.Timeout | undefined;
      const stop = () => {
        clearTimeout(watchdog);
        void worker.terminate();
      };
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'start') {
          clearTimeout(watchdog);
          watchdog = setTimeout(() => {
            const job = batch[message.jobIndex];
            if (!job) return;
            const { attacks: _attacks, ...pattern } = job;
            timings.push({
              ...pattern,
              worstMs: options.hangMs,
              worstAttack: job.attacks[message.attackIndex],
              stopped: true,
            });
            stop();
            resolve(from + message.jobIndex + 1);
          }, options.hangMs);
        } else if (message.type === 'done') {
          const job = batch[message.jobIndex];
          if (!job) return;
          const { attacks: _attacks, ...pattern } = job;
          timings.push({
            ...pattern,
            worstMs: message.worstMs,
            ...(message.worstAttack && { worstAttack: message.worstAttack }),
            stopped: false,
          });
        } else {
          stop();
          resolve(jobs.length);
        }
      });
      worker.on('error', (error) => {
        stop();
        reject(error);
      });
      worker.postMessage({ jobs: batch, repeats: options.repeats, budgetMs: options.budgetMs });
    });
  }
  return timings;
}

/** An attack as a reader can picture it: `'http://' + 'a' × 50000 + ' '`. */
export const describeAttack = (attack: Attack | undefined, repeats: number): string =>
  attack === undefined
    ? 'no attack'
    : `${JSON.stringify(attack.prefix)} + ${JSON.stringify(attack.unit)} × ${repeats} + ${JSON.stringify(attack.suffix)}`;
