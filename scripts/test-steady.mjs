// `npm run test:steady`: runs `npm test` (or the command given after `--`) three times in a row
// while another process keeps one core busy (issue 26), to prove that the tests wait on
// conditions rather than on a fast machine: CI runs on whichever machine a stop gets, some of
// them far slower than ours. It stops at the first failure; the loops stop when it ends,
// whatever the result, and the exit code is the failing run's (0 when all passed).
//
//   npm run test:steady                          the whole `npm test`, three times
//   npm run test:steady -- npm run test:stories  one suite, under the same load
//   STEADY_RUNS=1 npm run test:steady            once
//   STEADY_BUSY_LOOPS=2 npm run test:steady      both cores of a 2-core machine busy
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'npm', ...args] =
  process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];
const runs = Number(process.env.STEADY_RUNS ?? 3);
const cores = os.availableParallelism();
const loops = Number(process.env.STEADY_BUSY_LOOPS ?? 1);

// Each loop is its own Node process at the default priority (0), like the tests, so that the
// scheduler shares the cores between them instead of letting the tests go first.
const busyLoops = Array.from({ length: loops }, () => {
  const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  if (loop.pid !== undefined) os.setPriority(loop.pid, 0);
  return loop;
});
const stopBusyLoops = () => {
  for (const loop of busyLoops) if (loop.exitCode === null) loop.kill('SIGKILL');
};
process.on('exit', stopBusyLoops);

/** @type {import('node:child_process').ChildProcess | undefined} */
let test;
// Ctrl-C or a stop reaches the test (same process group) and ends the loops here.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    test?.kill(signal);
  });
}

const minutes = (/** @type {number} */ ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

for (let run = 1; run <= runs; run++) {
  console.log(
    `test:steady: run ${run} of ${runs}, ${loops} busy loop(s) on ${cores} cores: ${command} ${args.join(' ')}`,
  );
  const startedAt = Date.now();
  const { code, signal } = await new Promise((resolve) => {
    test = spawn(command, args, { cwd: root, stdio: 'inherit' });
    test.on('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
  });
  const took = minutes(Date.now() - startedAt);
  if (code !== 0) {
    console.log(`test:steady: run ${run} failed (${signal ?? `exit code ${code}`}) in ${took}`);
    stopBusyLoops();
    process.exit(code ?? 1);
  }
  console.log(`test:steady: run ${run} passed in ${took}`);
}
stopBusyLoops();
console.log(`test:steady: ${runs} runs in a row passed under ${loops} busy loop(s)`);
