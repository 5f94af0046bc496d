import type { SeedContext } from '../seed/context.js';

/** The control panel's users of the store (its owner and staff), who install and open apps. */
export function seedControlPanelUsers(_context: SeedContext): void {}
