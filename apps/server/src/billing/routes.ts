import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Billing: plans, company details, subscription, invoices, through a payment provider. */
export function billingRoutes(app: FastifyInstance, context: AreaContext): void {
  void app;
  void context;
}
