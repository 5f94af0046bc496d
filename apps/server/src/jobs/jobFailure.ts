/**
 * Ends a job as failed with a message the merchant reads in the history's Errors: a file that
 * cannot be read, a platform that stays out of reach. Anything else thrown is a bug, logged.
 */
export class JobFailure extends Error {}

/** Thrown by a job's work when the server is closing: the job stays as it is, to resume. */
export class JobInterrupted extends Error {}
