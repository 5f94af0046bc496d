import fs from 'node:fs';
import path from 'node:path';

/** A job's files: the upload an import reads, the CSV an export writes. */
export interface JobFiles {
  dir: string;
  input: string;
  output: string;
}

export function jobFiles(dataDir: string, id: number): JobFiles {
  const dir = path.join(dataDir, 'jobs', String(id));
  return { dir, input: path.join(dir, 'input.csv'), output: path.join(dir, 'output.csv') };
}

/**
 * Appends text and waits until it is on disk, so that a checkpoint recorded afterwards never
 * counts bytes a crash could lose.
 */
export function appendDurably(file: string, text: string): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'a');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
    return fs.fstatSync(fd).size;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Cuts a file back to the bytes a checkpoint counted: what was written after the last recorded
 * batch is written again on resume. A missing file starts empty.
 */
export function truncateTo(file: string, bytes: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  fs.truncateSync(file, bytes);
}

export function removeJobFiles(dataDir: string, id: number): void {
  fs.rmSync(jobFiles(dataDir, id).dir, { recursive: true, force: true });
}
