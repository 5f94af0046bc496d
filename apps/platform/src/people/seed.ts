import type { SeedContext } from '../seedContext.js';
import { seedCustomerGroups } from './customerGroups/seed.js';
import { seedCustomers } from './customers/seed.js';
import { seedLocations } from './locations/seed.js';
import { seedOrders } from './orders/seed.js';
import { seedPages } from './pages/seed.js';

export { seedChannels } from './channels/seed.js';

/** Inventory locations, customer groups and customers, orders, and content pages. */
export function seedPeople(context: SeedContext): void {
  seedLocations(context);
  const groups = seedCustomerGroups(context);
  const customers = seedCustomers(context, groups);
  seedOrders(context, customers);
  seedPages(context);
}
