// `npm run test:steady`: runs `npm test` (or the command given after `--`) while one busy loop
// per core competes for the processor, to prove that the tests wait on conditions rather than
// on a fast machine: CI runs on whichever machine a stop gets, some of them far slower than ours.
// The loops stop when the test ends, whatever its result; the exit code is the test's.
//
//   npm run test:steady                          the whole `npm test`
//   npm run test:steady -- npm run test:stories  one suite, under the same load
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'npm', ...args] =
  process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];
const cores = os.availableParallelism();

// Each loop is its own Node process at the default priority (0), like the tests, so that the
// scheduler shares the cores between them instead of letting the tests go first.
const busyLoops = Array.from({ length: cores }, () => {
  const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  if (loop.pid !== undefined) os.setPriority(loop.pid, 0);
  return loop;
});
const stopBusyLoops = () => {
  for (const loop of busyLoops) if (loop.exitCode === null) loop.kill('SIGKILL');
};
process.on('exit', stopBusyLoops);

console.log(
  `test:steady: ${cores} busy loops on ${cores} cores; running: ${command} ${args.join(' ')}`,
);
const startedAt = Date.now();
const test = spawn(command, args, { cwd: root, stdio: 'inherit' });

// Ctrl-C or a stop reaches the test (same process group) and ends the loops here.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    test.kill(signal);
  });
}

test.on('exit', (code, signal) => {
  stopBusyLoops();
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const took = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
  console.log(`test:steady: ${outcome} in ${took} under ${cores} busy loops`);
  process.exit(code ?? 1);
});
