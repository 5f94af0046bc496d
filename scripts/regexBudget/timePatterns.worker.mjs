// Runs patterns against their attacks and reports the time of each, in a worker thread: a
// pattern that backtracks badly blocks its thread, and only another thread can stop it
// (`regexBudget.test.ts` terminates this one when a single run overstays).
import { parentPort } from 'node:worker_threads';

/**
 * @typedef {{ prefix: string, unit: string, suffix: string }} Attack
 * @typedef {{ where: string, source: string, flags: string, attacks: Attack[] }} Job
 * @typedef {{ jobs: Job[], repeats: number, budgetMs: number }} Work
 */

if (!parentPort) throw new Error('timePatterns.worker.mjs runs as a worker thread');
const port = parentPort;

/**
 * One use of the pattern as code uses it: a global or sticky pattern through every match (as
 * `replace` and `split` do), any other through one search for the first match.
 * @param {RegExp} pattern
 * @param {string} input
 */
function runOnce(pattern, input) {
  pattern.lastIndex = 0;
  const started = performance.now();
  if (pattern.global || pattern.sticky) input.replace(pattern, '');
  else pattern.exec(input);
  return performance.now() - started;
}

port.on('message', (/** @type {Work} */ { jobs, repeats, budgetMs }) => {
  /** @type {Map<string, string>} */
  const runs = new Map();
  const runOf = (/** @type {string} */ unit) => {
    let run = runs.get(unit);
    if (run === undefined) {
      run = unit.repeat(repeats);
      runs.set(unit, run);
    }
    return run;
  };
  jobs.forEach((job, jobIndex) => {
    const pattern = new RegExp(job.source, job.flags);
    let worstMs = 0;
    /** @type {Attack | undefined} */
    let worstAttack;
    job.attacks.forEach((attack, attackIndex) => {
      // Flattened before the clock starts: building the string is not the pattern's cost.
      const input = `${attack.prefix}${runOf(attack.unit)}${attack.suffix}`;
      input.charCodeAt(input.length >> 1);
      port.postMessage({ type: 'start', jobIndex, attackIndex });
      let ms = runOnce(pattern, input);
      // A busy machine can stall any run once; a slow pattern is slow every time. Runs far over
      // the budget are not noise and are not repeated.
      for (let retry = 0; retry < 2 && ms > budgetMs && ms < budgetMs * 10; retry++) {
        ms = Math.min(ms, runOnce(pattern, input));
      }
      if (ms > worstMs) {
        worstMs = ms;
        worstAttack = attack;
      }
    });
    port.postMessage({ type: 'done', jobIndex, worstMs, worstAttack });
  });
  port.postMessage({ type: 'finished' });
});
