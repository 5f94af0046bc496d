import {
  commonMessages,
  filterMessages,
  resourceListMessages,
  ruleSummaryMessages,
  type MessageDescriptor,
} from '@metafields/core';
import { useDescriptorText } from '../useDescriptorText.js';

// The core catalogues the rule builder and its summary show: fields, operators, enumerations,
// actions, markers, validation, the summary's sentences, the 'Filter orders' buttons and the
// enterprise-plan note of gated channels.
const coreMessages = {
  ...filterMessages,
  ...ruleSummaryMessages,
  ...resourceListMessages,
  ...commonMessages,
};
/** Formats the filter rules' message descriptors in the user's language. */
export function useFilterText(): (message: MessageDescriptor) => string {
  return useDescriptorText(coreMessages);
}
