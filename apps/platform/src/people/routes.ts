import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { channelRoutes } from './channels/routes.js';
import { customerGroupRoutes } from './customerGroups/routes.js';
import { customerRoutes } from './customers/routes.js';
import { locationRoutes } from './locations/routes.js';
import { orderRoutes } from './orders/routes.js';
import { pageRoutes } from './pages/routes.js';

/** Channels, locations, customers and groups, orders and statuses, content pages. */
export function peopleRoutes(scope: FastifyInstance, context: AreaContext): void {
  channelRoutes(scope, context);
  locationRoutes(scope, context);
  customerGroupRoutes(scope, context);
  customerRoutes(scope, context);
  orderRoutes(scope, context);
  pageRoutes(scope, context);
}
