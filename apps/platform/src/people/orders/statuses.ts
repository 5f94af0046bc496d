export interface OrderStatus {
  id: number;
  name: string;
  system_description: string;
  /** Its place in the control panel's list (`order` / `sort_order` in the document). */
  order: number;
}

/** The platform's order statuses, as orders.v2.oas2.yml lists them. */
// prettier-ignore
export const ORDER_STATUSES: readonly OrderStatus[] = [
  { id: 0, name: 'Incomplete', order: 0, system_description: 'An incomplete order happens when a shopper reached the payment page, but did not complete the transaction.' },
  { id: 1, name: 'Pending', order: 1, system_description: 'Customer started the checkout process, but did not complete it.' },
  { id: 2, name: 'Shipped', order: 8, system_description: 'Order has been shipped, but receipt has not been confirmed; seller has used the Ship Items action.' },
  { id: 3, name: 'Partially Shipped', order: 6, system_description: 'Only some items in the order have been shipped, due to some products being pre-order only or other reasons.' },
  { id: 4, name: 'Refunded', order: 11, system_description: 'Seller has used the Refund action.' },
  { id: 5, name: 'Cancelled', order: 9, system_description: 'Seller has cancelled an order, due to a stock inconsistency or other reasons.' },
  { id: 6, name: 'Declined', order: 10, system_description: 'Seller has marked the order as declined for lack of manual payment, or other reasons.' },
  { id: 7, name: 'Awaiting Payment', order: 2, system_description: 'Customer has completed checkout process, but payment has yet to be confirmed.' },
  { id: 8, name: 'Awaiting Pickup', order: 5, system_description: 'Order has been pulled, and is awaiting customer pickup from a seller-specified location.' },
  { id: 9, name: 'Awaiting Shipment', order: 4, system_description: 'Order has been pulled and packaged, and is awaiting collection from a shipping provider.' },
  { id: 10, name: 'Completed', order: 7, system_description: 'Client has paid for their digital product and their file(s) are available for download.' },
  { id: 11, name: 'Awaiting Fulfillment', order: 3, system_description: 'Customer has completed the checkout process and payment has been confirmed.' },
  { id: 12, name: 'Manual Verification Required', order: 13, system_description: 'Order is on hold while some aspect needs to be manually confirmed.' },
  { id: 13, name: 'Disputed', order: 12, system_description: 'Customer has initiated a dispute resolution process for the PayPal transaction that paid for the order.' },
  { id: 14, name: 'Partially Refunded', order: 14, system_description: 'Seller has partially refunded the order.' },
];

export function statusById(id: number): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status.id === id);
}

/** `orderStatus_Base`, with the `order` the document's examples carry. */
export function serializeStatus(status: OrderStatus) {
  return {
    id: status.id,
    name: status.name,
    system_label: status.name,
    custom_label: status.name,
    system_description: status.system_description,
    order: status.order,
  };
}
