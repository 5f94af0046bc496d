/** The tones an order status badge takes (the design system's Badge variants). */
export type OrderStatusTone = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/**
 * The tone of each of the platform's order statuses (orders.v2 `status_id`): done is success,
 * on its way is info, waiting on someone is warning, stopped is danger, and unfinished or
 * money returned is neutral. A store's status labels may be renamed; the ids keep their meaning.
 */
const tones: Record<number, OrderStatusTone> = {
  0: 'secondary', // Incomplete
  1: 'warning', // Pending
  2: 'success', // Shipped
  3: 'info', // Partially Shipped
  4: 'secondary', // Refunded
  5: 'danger', // Cancelled
  6: 'danger', // Declined
  7: 'warning', // Awaiting Payment
  8: 'info', // Awaiting Pickup
  9: 'info', // Awaiting Shipment
  10: 'success', // Completed
  11: 'info', // Awaiting Fulfillment
  12: 'warning', // Manual Verification Required
  13: 'danger', // Disputed
  14: 'secondary', // Partially Refunded
};

/** The badge tone of an order status; an id the platform does not document is neutral. */
export const orderStatusTone = (statusId: number): OrderStatusTone =>
  tones[statusId] ?? 'secondary';
