import type { ServerConfig } from './config.js';
import type { Database } from './database/database.js';
import type { ApiTokens } from './storesApi/apiTokens.js';
import type { JobFileStore } from './jobs/jobFileStore.js';
import type { JobsRepo } from './jobs/jobsRepo.js';
import type { Sessions } from './accounts/sessions.js';
import type { Stores } from './stores/stores.js';
import type { Users } from './accounts/users.js';

/** What every area of the server is given when its routes are registered. */
export interface AreaContext {
  config: ServerConfig;
  /** The server's data (ADR 0026): what every repository is given. */
  database: Database;
  users: Users;
  stores: Stores;
  /** Each store's API tokens, for API clients that call this server on a store's behalf. */
  apiTokens: ApiTokens;
  sessions: Sessions;
  /** Import and export jobs; `wakeJobs` starts a job just created without waiting. */
  jobs: JobsRepo;
  /** Their files (uploads, exports), in the database so that any instance serves them. */
  jobFiles: JobFileStore;
  wakeJobs(): void;
}
