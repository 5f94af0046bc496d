// The slowest answer to the bad-input suite's valid-but-maximal values (the longest text, URL
// and JSON, the most list items): the suite itself sends and times them, in process, and writes
// its timings where `BAD_INPUT_TIMINGS` says (apps/server/src/testing/maximalValues.ts). Goal:
// under 50 ms each; the suite fails only past 1 s, a stall rather than a slow machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function badInputAnswers() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-bench-bad-input-'));
  const file = path.join(directory, 'timings.json');
  try {
    execFileSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'unit',
        'apps/server/src/badInput.suite.test.ts',
        '--testNamePattern',
        'valid-but-maximal values',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, BAD_INPUT_TIMINGS: file } },
    );
    const timings = /** @type {{ name: string, status: number, ms: number }[]} */ (
      JSON.parse(fs.readFileSync(file, 'utf8'))
    );
    const slowest = timings.reduce((worst, timing) => (timing.ms > worst.ms ? timing : worst));
    return { slowestMs: slowest.ms, slowestName: slowest.name, timings };
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
