import { metafieldLimits, permissionSets, validationMessages } from '@metafields/core';
import * as z from 'zod';
import { idParam } from '../validation.js';

const required = validationMessages['validation.required'];
const tooLong = (max: number) =>
  validationMessages['validation.maxLength'].replace('{max}', String(max));

/** Ids in the address; one that is not an id names nothing, so it answers 404. */
export const recordParamsSchema = z.object({ recordId: idParam });
export const metafieldParamsSchema = z.object({ metafieldId: idParam });

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'Send this as text.') })
    .min(1, required)
    .max(max, tooLong(max));

/** A metafield value is text: lists and objects as their JSON (core's serialiseTemplateValue). */
const value = z
  .string({
    error: (issue) =>
      issue.input === undefined ? required : 'Send the value as text, lists and objects as JSON.',
  })
  .min(1, required)
  .max(metafieldLimits.value, tooLong(metafieldLimits.value));

const permissionSet = z.enum(permissionSets);
const id = z.number().int().positive();

/** Core's POST operation: a new metafield of one of the type's templates. */
export const createBodySchema = z.strictObject({
  namespace: text(metafieldLimits.namespace),
  key: text(metafieldLimits.key),
  value,
  /** Left out, the template's: write, with storefront access if it is used on the storefront. */
  permission_set: permissionSet.optional(),
});

/** Core's PUT operation, and the mass edit's. */
export const updateBodySchema = z.strictObject({ value });

/** Core's DELETE operation sends the metafield as the form holds it; its value is any. */
export const deleteBodySchema = z.strictObject({
  id,
  namespace: z.string(),
  key: z.string(),
  value: z.unknown().optional(),
  permission_set: permissionSet.optional(),
});

/** The sync lists of core's `templateMetafieldSyncLists`: the template side says meta_key. */
const syncItem = {
  id,
  namespace: z.string(),
  meta_key: z.string(),
  permission_set: permissionSet,
};
/** The platform lets a client hold at most 250 metafields on one record: a list has no more. */
const maxSyncItems = 250;
export const syncPutBodySchema = z
  .array(z.strictObject({ ...syncItem, value }))
  .min(1)
  .max(maxSyncItems);
export const syncDeleteBodySchema = z.array(z.strictObject(syncItem)).min(1).max(maxSyncItems);
