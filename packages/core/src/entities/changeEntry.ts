import * as z from 'zod/mini';
import { resourceTypes } from '../resourceTypes.js';
import { dateTimeSchema, idSchema } from './wireFormats.js';

/**
 * What a change touched (issue 28): a metafield of a record, by namespace and key; or a custom
 * resource's value (record: the value's id, `namespace`: the resource's id, `key`: the field).
 */
export const changeSubjects = ['metafield', 'custom-resource-value'] as const;
export type ChangeSubject = (typeof changeSubjects)[number];

/** Who made a change: a person (user id), an API token (token id), or a job (job id). */
export const changeActorKinds = ['user', 'token', 'job'] as const;
export type ChangeActorKind = (typeof changeActorKinds)[number];

export const changeActions = ['create', 'update', 'delete'] as const;
export type ChangeAction = (typeof changeActions)[number];

/** The record types a change names: the metafields' types and custom resources. */
export const changeRecordTypes = [
  ...resourceTypes.map((type) => type.singular),
  'custom-resource',
] as const;

/**
 * One change the app made (issue 28), as `GET /api/stores/{storeHash}/history` answers it: who,
 * when, what, the old and new value (null where there was none or is none), and which job or
 * request made it. A job's own changes carry its `job_id`; a person's or token's, the request's
 * id.
 */
export const changeEntrySchema = z.object({
  id: idSchema,
  at: dateTimeSchema,
  actor: z.object({
    kind: z.enum(changeActorKinds),
    id: idSchema,
    /** The person's name or the token's label as they are now; null once deleted. */
    name: z.nullable(z.string()),
  }),
  job_id: z.nullable(idSchema),
  request_id: z.nullable(z.string()),
  subject: z.enum(changeSubjects),
  record_type: z.enum(changeRecordTypes),
  record_id: idSchema,
  namespace: z.string(),
  key: z.string(),
  action: z.enum(changeActions),
  old_value: z.nullable(z.string()),
  new_value: z.nullable(z.string()),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

/** A page of changes, newest first. */
export const changeHistoryPageSchema = z.object({
  data: z.array(changeEntrySchema),
  meta: z.object({ total: z.number().check(z.int(), z.nonnegative()) }),
});
export type ChangeHistoryPage = z.infer<typeof changeHistoryPageSchema>;

/** The history's query: one record's changes, or one job's, a page at a time. */
export const changeHistoryQuerySchema = z.object({
  record_type: z.optional(z.enum(changeRecordTypes)),
  record_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  job_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(250))),
});
export type ChangeHistoryQuery = z.infer<typeof changeHistoryQuerySchema>;
