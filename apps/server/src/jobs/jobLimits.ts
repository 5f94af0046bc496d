/**
 * The job runner's limits, in one place (issue 19). Retention (a week) is core's
 * `historyRetentionMs`, since the history shows it too.
 */
export interface JobLimits {
  /**
   * Jobs a store may have waiting or running at once (pending, in progress, processing): a
   * script starting jobs in a loop would otherwise queue work for days and starve other stores.
   */
  activeJobsPerStore: number;
  /**
   * Bytes of uploaded import files a store may keep (files stay for the retention week, to be
   * downloaded again): four full 50 MB files. A new upload that would go over it is refused.
   */
  keptImportBytesPerStore: number;
}

export const jobLimits: JobLimits = {
  activeJobsPerStore: 20,
  keptImportBytesPerStore: 200 * 1024 * 1024,
};

/**
 * How long a claimed job stays its process's without a renewal (ADR 0011). A process renews
 * the leases of its running jobs every `LEASE_RENEW_MS`; a process that died stops renewing,
 * and another takes the job over once the lease has run out (at once on the same machine, when
 * the owner's process is known to be gone).
 */
export const LEASE_MS = 60_000;
export const LEASE_RENEW_MS = 15_000;

/** The limits in the API's words, for the OpenAPI descriptions of the routes that start jobs. */
export const jobLimitsNote = `A store may have ${jobLimits.activeJobsPerStore} imports and exports waiting or running (one more answers 429 \`too_many_jobs\`) and keeps at most ${jobLimits.keptImportBytesPerStore / 1024 / 1024} MB of imported files for the week (an upload over it answers 413 \`import_storage_full\`).`;
