import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { randomFor } from '../seedContext.js';
import { adminRoutes } from './adminRoutes.js';
import { controlPanelRoutes } from './controlPanel/routes.js';
import { registerGraphql } from './graphql/route.js';
import { registrationSchema, upsertApp, type AppRegistration } from './registry.js';
import { USERS_PART } from './seed.js';
import { tokenRoutes } from './tokenRoute.js';
import { insertControlPanelUsers } from './users.js';
import type { StoreHolds } from '../holds.js';

export type { AppRegistration } from './registry.js';

export interface AppsContext extends AreaContext {
  /** Apps registered at start. */
  apps: readonly AppRegistration[];
  /** Guards the emulator's own admin endpoints (registering an app, holding a store). */
  adminKey: string;
  /** The holds on stores' APIs that the admin endpoints set. */
  holds: StoreHolds;
}

/** Registers the apps given at start, refusing (at start, loudly) any that is malformed. */
function registerStartApps(context: AppsContext): void {
  for (const app of context.apps) {
    const parsed = registrationSchema.safeParse(app);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new Error(`app ${app.clientId}: invalid registration (${problems.join('; ')})`);
    }
    upsertApp(context.db, parsed.data);
  }
}

/** Stores seeded before the control panel existed get their users now, as seeding gives them. */
function ensureControlPanelUsers(context: AppsContext): void {
  const stores = context.db
    .prepare<[], { store_hash: string }>(
      `SELECT store_hash FROM stores WHERE NOT EXISTS (SELECT 1 FROM control_panel_users u
         WHERE u.store_hash = stores.store_hash AND u.role = 'owner')`,
    )
    .all();
  for (const { store_hash } of stores) {
    insertControlPanelUsers(context.db, store_hash, randomFor(store_hash)(USERS_PART));
  }
}

/** OAuth token exchange, app registration and install, the control panel (outside stores). */
export function appRoutes(app: FastifyInstance, context: AppsContext): void {
  context.db.transaction(() => {
    registerStartApps(context);
    ensureControlPanelUsers(context);
  })();
  // Each in its own encapsulated scope: form bodies and HTML or OAuth error bodies stay there.
  void app.register(async (scope) => adminRoutes(scope, context));
  void app.register(async (scope) => tokenRoutes(scope, context.db));
  void app.register(async (scope) => controlPanelRoutes(scope, context.db));
}

/** `POST /stores/{hash}/graphql`: reassignMetafieldsOwner and App Extensions. */
export function graphqlRoutes(scope: FastifyInstance, context: AppsContext): void {
  registerGraphql(scope, context.db);
}
