import { hkdfSync } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { accountRoutes } from './accounts/routes.js';
import { appExtensionRoutes } from './appExtensions/routes.js';
import { billingRoutes } from './billing/routes.js';
import { customResourceRoutes } from './customResources/routes.js';
import type { AreaContext } from './area.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type Database } from './database/database.js';
import { HttpError } from './http/errors.js';
import { openApiRoutes } from './openapi/routes.js';
import { jobHandlers } from './jobs/handlers.js';
import { metafieldJobRoutes } from './metafieldJobs/routes.js';
import { createJobFileStore, type JobFileStore } from './jobs/jobFileStore.js';
import { createJobsRepo } from './jobs/jobsRepo.js';
import { createJobQueue } from './jobs/jobQueue.js';
import { createJobRunner, type JobRunner } from './jobs/runner.js';
import { adminRoutes } from './adminApp/routes.js';
import { compressAnswers } from './http/compression.js';
import { gatewayRoutes } from './gateway/routes.js';
import { healthRoutes } from './health/routes.js';
import { createChangeHistory } from './history/changeHistory.js';
import { historyRoutes } from './history/routes.js';
import { storeRoutes } from './stores/routes.js';
import { userRoutes } from './accounts/userRoutes.js';
import { platformAppRoutes } from './platformApp/routes.js';
import { securityHeaders } from './http/securityHeaders.js';
import { createApiTokens, type ApiTokens } from './storesApi/apiTokens.js';
import { storesApiRoutes } from './storesApi/routes.js';
import { templateRoutes } from './templates/routes.js';
import { webdavRoutes } from './webdav/routes.js';
import { registerSessions, setSessionCookie } from './accounts/sessionPlugin.js';
import { createSessions } from './accounts/sessions.js';
import { createStores, type Stores } from './stores/stores.js';
import { createUsers } from './accounts/users.js';

export interface ServerContext {
  app: FastifyInstance;
  users: ReturnType<typeof createUsers>;
  stores: Stores;
  apiTokens: ApiTokens;
  /** Every route the server answers, as registered: what the cross-route test suites walk. */
  routes: ReadonlyArray<{ method: string; url: string }>;
  /** The import and export jobs' worker. */
  runner: JobRunner;
  /** The jobs' table, for test suites that seed jobs as the routes make them. */
  jobs: ReturnType<typeof createJobsRepo>;
  /** The jobs' files, in the database. */
  jobFiles: JobFileStore;
  database: Database;
}

/** Fastify counts hops with a number at run time; its types take the same rule as a function. */
function proxyTrust(trust: ServerConfig['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildServer(
  config: ServerConfig,
  /** `logStream`: where the log goes instead of stdout (tests read what would be logged). */
  options: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<ServerContext> {
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const users = createUsers(database);
  const stores = await createStores(database, config.ENCRYPTION_KEY);
  const apiTokens = createApiTokens(database);
  const sessions = createSessions(
    database,
    {
      idleMs: config.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    Date.now,
    // Its own key, so that the anonymous CSRF tokens reveal nothing about the sealing key.
    Buffer.from(hkdfSync('sha256', config.ENCRYPTION_KEY, '', 'anonymous session csrf', 32)),
  );

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: proxyTrust(config.TRUST_PROXY),
    // A line per request only when asked for: at info, the console shows what matters.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL),
    }),
  });
  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  securityHeaders(app, config);
  compressAnswers(app);

  /**
   * A browser whose session has ended (timed out, or logged out elsewhere) gets a fresh
   * anonymous session with the 401, as a page load would give it, so the login page the app
   * sends it to can log in without a reload. API clients (a bearer token, no cookie) get none.
   */
  const handOutAnonymousSession = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session || request.headers.authorization) return;
    setSessionCookie(request, reply, sessions.anonymous());
  };

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      if (error.code === 'unauthenticated') handOutAnonymousSession(request, reply);
      return reply.code(error.status).send(error.toBody());
    }
    // Fastify's own 4xx (malformed JSON, body too large, …) are the client's mistake too.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(new HttpError(status, 'bad_request', (error as Error).message).toBody());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(
        new HttpError(500, 'internal', 'Something went wrong. Please try again later.').toBody(),
      );
  });

  await app.register(fastifyCookie);
  registerSessions(app, sessions);
  healthRoutes(app, {
    database: () => database.ping(),
    // pg-boss on PostgreSQL; the in-process runner answers while the process does, until the
    // server closes.
    queue: () => runner.check(),
  });
  userRoutes(app, { users, sessions });
  storeRoutes(app, { stores });
  gatewayRoutes(app, {
    stores,
    platformUrl: config.PLATFORM_URL,
    history: createChangeHistory(database),
  });
  const jobs = createJobsRepo(database);
  const jobFiles = createJobFileStore(database);
  const context: AreaContext = {
    config,
    database,
    users,
    stores,
    apiTokens,
    sessions,
    jobs,
    jobFiles,
    // Called by routes, so only once the runner below exists.
    wakeJobs: () => runner.wake(),
  };
  accountRoutes(app, context);
  platformAppRoutes(app, context);
  storesApiRoutes(app, context);
  webdavRoutes(app, context);
  appExtensionRoutes(app, context);
  customResourceRoutes(app, context);
  templateRoutes(app, context);
  billingRoutes(app, context);
  metafieldJobRoutes(app, context);
  historyRoutes(app, context);
  openApiRoutes(app, routes);
  await adminRoutes(app, { adminDist: config.ADMIN_DIST, sessions, users });

  const runner = createJobRunner({
    jobs,
    stores,
    handlers: jobHandlers(context),
    files: jobFiles,
    legacy: { dataDir: config.DATA_DIR, database },
    config,
    log: app.log,
    lease: { ms: config.JOB_LEASE_SECONDS * 1000, renewMs: (config.JOB_LEASE_SECONDS * 1000) / 4 },
    pollMs: config.JOB_POLL_SECONDS * 1000,
    changeHistory: {
      removeBefore: (before) => createChangeHistory(database).removeBefore(before),
      keepMs: config.CHANGE_HISTORY_DAYS * 86_400_000,
    },
    queue:
      config.DATABASE_URL === undefined
        ? undefined
        : createJobQueue({
            connectionString: config.DATABASE_URL,
            workers: 2,
            expireInSeconds: config.JOB_LEASE_SECONDS,
            log: app.log,
          }),
  });
  await runner.start();
  // Jobs stop between batches before the database closes; they resume on the next start.
  app.addHook('onClose', async () => {
    await runner.stop();
    await database.close();
  });

  const purge = setInterval(() => {
    sessions
      .purgeExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'expired sessions not purged'));
  }, 10 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  return { app, users, stores, apiTokens, routes, runner, jobs, jobFiles, database };
}
