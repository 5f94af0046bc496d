import { metafieldFormMessages } from './messages.js';
import { messageDescriptor } from '../catalogue/messageDescriptor.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';
import { defaultPermissionSet, type PermissionSet } from '../permissionSets.js';

/** What the metafield form edits (spec section 3). */
export interface MetafieldFormValues {
  namespace: string;
  key: string;
  value: string;
  description: string;
  permission_set: PermissionSet;
}

/** The body sent to the platform: description only when it is not empty. */
export type MetafieldPayload = Omit<MetafieldFormValues, 'description'> & { description?: string };

export type MetafieldSavePlan =
  | { method: 'POST'; body: MetafieldPayload }
  | { method: 'PUT'; id: number; body: Partial<MetafieldPayload> }
  | { method: null; info: MessageDescriptor };

/** The values of the create form before the user types. */
export const newMetafieldValues: MetafieldFormValues = {
  namespace: '',
  key: '',
  value: '',
  description: '',
  permission_set: defaultPermissionSet,
};

const fields = ['namespace', 'key', 'value', 'description', 'permission_set'] as const;

function withoutEmptyDescription<T extends Partial<MetafieldFormValues>>(
  values: T,
): Omit<T, 'description'> & { description?: string } {
  const { description, ...rest } = values;
  return description ? { ...rest, description } : rest;
}

/**
 * What saving the metafield form sends (spec section 4): POST of the whole metafield when there
 * is no id, PUT of the changed fields when there is, and the info 'No changes to be saved' when
 * nothing would be sent. An empty description is never sent, so clearing one is not a change.
 */
export function metafieldSavePlan(
  values: MetafieldFormValues,
  saved?: { id: number } & MetafieldFormValues,
): MetafieldSavePlan {
  if (saved === undefined) return { method: 'POST', body: withoutEmptyDescription(values) };
  const changed: Partial<MetafieldFormValues> = {};
  for (const field of fields) {
    if (values[field] !== saved[field]) Object.assign(changed, { [field]: values[field] });
  }
  const body = withoutEmptyDescription(changed);
  if (Object.keys(body).length === 0) {
    return {
      method: null,
      info: messageDescriptor(metafieldFormMessages, 'metafieldForm.save.noChanges'),
    };
  }
  return { method: 'PUT', id: saved.id, body };
}
