import {
  exportRequestSchema,
  filterResources,
  resourceTypes,
  type FilterResource,
  type FilterRule,
  type ResourceType,
} from '@metafields/core';
import * as z from 'zod';
import { invalid, parseInput } from '../validation.js';

/**
 * What an export job is asked, as its `params` keep it: the request, and the store's day when
 * it was asked (YYYY-MM-DD in its time zone), so that a job resumed after midnight maps 'X days
 * ago' to the same records as when it started.
 */
const typeSchema = z.enum(resourceTypes.map((entry) => entry.singular));
const positiveId = z.number().int().positive();

/**
 * The record a record tab's export or import is restricted to (issue 23): its type and id (a
 * variant's with its product's), and for a product whether its own metafields or its variants'.
 */
export const jobRecordSchema = z.strictObject({
  type: typeSchema,
  id: positiveId,
  product_id: positiveId.optional(),
  of: z.enum(['record', 'variants']),
});
export type JobRecordScope = z.infer<typeof jobRecordSchema>;

/** The type a job writes rows of: the record's, or variant for a product's variants. */
export const recordJobType = (record: JobRecordScope): ResourceType =>
  record.of === 'variants' ? 'variant' : record.type;

export const exportParamsSchema = z.strictObject({
  ...exportRequestSchema.shape,
  today: z.string(),
  record: jobRecordSchema.optional(),
});
export type ExportParams = z.infer<typeof exportParamsSchema>;

/** The rule builder's list of this type, when it has a filter (variants filter by products). */
export function filterResourceOf(type: ResourceType): FilterResource | undefined {
  const plural = resourceTypes.find((entry) => entry.singular === type)?.plural;
  return filterResources.find((resource) => resource === plural);
}

/** A rule with no group, or only empty groups, selects every record. */
export const hasFilter = (rule: FilterRule | undefined): rule is FilterRule =>
  rule !== undefined && rule.some((group) => group.length > 0);

/** The store's day, YYYY-MM-DD in its time zone (UTC when the zone is unknown). */
export function storeToday(timeZone: string, now = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * The export request of the start and estimate routes: exportType and an optional filter. A
 * filter on a type the rule builder does not cover (brands, channels, locations) is refused
 * rather than ignored, as exporting everything would not be what was asked.
 */
export function parseExportRequest(type: ResourceType, body: unknown, timeZone: string) {
  const request = parseInput(exportRequestSchema, body ?? {});
  const filtered = hasFilter(request.filter);
  if (filtered && filterResourceOf(type) === undefined) {
    throw invalid({
      filter: ['This type of record cannot be filtered.'],
    });
  }
  const params: ExportParams = {
    exportType: request.exportType,
    ...(filtered && { filter: request.filter }),
    today: storeToday(timeZone),
  };
  return params;
}
