import {
  commonMessage,
  defaultChannelId,
  fixedOptions,
  filterMessage,
  type FilterResource,
  type MessageDescriptor,
} from '@metafields/core';
import type { SelectorOption } from '../MultiselectSelector/index.js';

/** An option of a select or multiselect value, as the builder shows it. */
export interface ValueOption {
  id: string;
  name: string;
  /** A channel the store's plan does not open: shown, not choosable. */
  gatedBy?: MessageDescriptor;
}

/** Fields whose options are sales channels: only the default one without multistore. */
const channelFields: Readonly<Partial<Record<FilterResource, string>>> = {
  orders: 'channel_id',
  categories: 'tree_id',
};

/**
 * The options of a selection field: the spec's enumerations, else what the store supplied in
 * `selectOptions`; undefined while the store's are not known (nothing is dropped then).
 */
export function valueOptions(
  resource: FilterResource,
  field: string,
  selectOptions: Partial<Record<string, readonly SelectorOption[]>> | undefined,
  multistore: boolean,
  format: (message: MessageDescriptor) => string,
): ValueOption[] | undefined {
  const fixed = fixedOptions(resource, field);
  if (fixed !== undefined)
    return fixed.map((option) => ({ id: option.value, name: format(filterMessage(option.label)) }));
  const supplied = selectOptions?.[field];
  if (supplied === undefined) return undefined;
  const gated = !multistore && channelFields[resource] === field;
  return supplied.map((option) =>
    gated && option.id !== String(defaultChannelId)
      ? { id: option.id, name: option.name, gatedBy: commonMessage('common.plan.enterpriseOnly') }
      : { id: option.id, name: option.name },
  );
}

/** The ids a value may hold: the options that are not gated. */
export function availableIds(options: readonly ValueOption[]): string[] {
  return options.filter((option) => option.gatedBy === undefined).map((option) => option.id);
}

/**
 * The category tree's nodes are named 'category:<id>' and 'channel:<id>' (TreePicker's
 * convention); the rule stores category ids only.
 */
export const categoryNodeId = (categoryId: string) => `category:${categoryId}`;

export function categoryIdsOf(nodeIds: readonly string[]): string[] {
  return nodeIds.flatMap((nodeId) => {
    if (nodeId.startsWith('category:')) return [nodeId.slice('category:'.length)];
    return nodeId.includes(':') ? [] : [nodeId];
  });
}
