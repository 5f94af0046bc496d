import type { SeedContext } from '../seedContext.js';
import { insertControlPanelUsers } from './users.js';

/** The part of the store's generators the control panel users draw their ids from. */
export const USERS_PART = 'control-panel-users';

/** The control panel's users of the store (its owner and staff), who install and open apps. */
export function seedControlPanelUsers(context: SeedContext): void {
  insertControlPanelUsers(context.db, context.storeHash, context.random(USERS_PART));
}
