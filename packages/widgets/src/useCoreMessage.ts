import {
  contentTypeMessages,
  templatesMessages,
  validationMessages,
  type MessageDescriptor,
} from '@metafields/core';
import { useDescriptorText } from './useDescriptorText.js';

// The core catalogues whose descriptors the widgets' forms show: content type names, the
// single/list labels, the delete warning and the validation messages.
const coreMessages = { ...contentTypeMessages, ...templatesMessages, ...validationMessages };

/** Formats a descriptor core hands back (or a text it already holds) in the user's language. */
export function useCoreMessage(): (message: MessageDescriptor | string) => string {
  return useDescriptorText(coreMessages);
}
