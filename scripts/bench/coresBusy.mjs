import fs from 'node:fs';
import os from 'node:os';

/** The machine's CPU time so far, all cores, in clock ticks: busy, and in all. */
function cpuTicks() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

/**
 * Runs `work`, and answers its result with how many of the machine's cores were busy on average
 * meanwhile: every process (server, emulator, PostgreSQL), which is what a job's run costs here.
 * @template T @param {() => Promise<T>} work
 */
export async function withCoresBusy(work) {
  const before = cpuTicks();
  const result = await work();
  const after = cpuTicks();
  const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
  return { result, coresBusy: share * os.cpus().length, cores: os.cpus().length };
}
