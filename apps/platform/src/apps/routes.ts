import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** An app known to the emulator, as its developer registers it. */
export interface AppRegistration {
  clientId: string;
  clientSecret: string;
  name: string;
  /** Callback URLs: `auth`, `load`, `uninstall`, `remove_user`. */
  callbacks: { auth: string; load: string; uninstall?: string; removeUser?: string };
  scopes?: string[];
}

export interface AppsContext extends AreaContext {
  /** Apps registered at start. */
  apps: readonly AppRegistration[];
  /** Guards the emulator's own admin endpoints (registering an app). */
  adminKey: string;
}

/** OAuth token exchange, app registration and install, the control panel (outside stores). */
export function appRoutes(_app: FastifyInstance, _context: AppsContext): void {}

/** `POST /stores/{hash}/graphql`: reassignMetafieldsOwner and App Extensions. */
export function graphqlRoutes(_scope: FastifyInstance, _context: AppsContext): void {}
