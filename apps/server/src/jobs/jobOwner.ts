import { randomUUID } from 'node:crypto';
import os from 'node:os';

/**
 * Who runs a job or writes an upload: this machine, this process and one runner in it. A lease
 * or a temporary file names its owner so that a restarted process can tell that the one before
 * it is gone (ADR 0011).
 */
export function newOwnerId(): string {
  return `${os.hostname()}/${process.pid}/${randomUUID()}`;
}

/** Whether `owner` is (or was) a process of this machine. */
export function isLocalOwner(owner: string): boolean {
  return owner.split('/')[0] === os.hostname();
}

/**
 * Whether `owner` was a process of this machine that no longer runs: its leases and temporary
 * files are abandoned, and need not wait for their expiry. Another machine's process cannot be
 * asked, so it is never called gone here (its lease runs out instead).
 */
export function isGoneLocalOwner(owner: string): boolean {
  const [host, pidText] = owner.split('/');
  const pid = Number(pidText);
  if (host !== os.hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: a live process of another user holds the pid; only ESRCH means none does.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
