import { jobsMessages } from './messages.js';
import { messageDescriptor } from '../catalogue/messageDescriptor.js';
import { exportItemLimit } from '../constants.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

export interface ExportLimitInput {
  /** The resource type exported, singular or plural slug ('order' or 'orders'). */
  resourceType: string;
  /** The estimate the export tab reads before starting. */
  estimatedCount: number;
  /** Whether the rule builder holds a filter. */
  hasFilter: boolean;
}

export interface ExportBlocked {
  title: MessageDescriptor;
  message: MessageDescriptor;
}

/**
 * Why an export may not start, or null when it may (spec section 5). Orders are blocked only
 * without a filter: the orders tab shows no count, so a filtered order estimate is not trusted
 * to block.
 */
export function exportLimitBlock({
  resourceType,
  estimatedCount,
  hasFilter,
}: ExportLimitInput): ExportBlocked | null {
  const isOrders = resourceType === 'order' || resourceType === 'orders';
  if (estimatedCount <= exportItemLimit || (isOrders && hasFilter)) return null;
  return {
    title: messageDescriptor(jobsMessages, 'jobs.exportLimit.title'),
    message: messageDescriptor(jobsMessages, 'jobs.exportLimit.message'),
  };
}
