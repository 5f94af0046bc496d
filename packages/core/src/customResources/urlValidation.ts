import { customResourcesMessages } from './messages.js';
import { messageDescriptor } from '../catalogue/messageDescriptor.js';
import type { UrlType } from '../entities/fieldOptions.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

/**
 * Absolute: http:// or https:// and a host. Relative: a path from the site root ('/…'), not a
 * protocol-relative '//host'. Neither allows spaces.
 */
export const urlPatterns = {
  absolute: /^https?:\/\/[^\s/?#]+\S*$/i,
  relative: /^\/(?!\/)\S*$/,
} as const satisfies Record<UrlType, RegExp>;

const urlMessages = {
  absolute: 'customResources.value.url.absoluteInvalid',
  relative: 'customResources.value.url.relativeInvalid',
} as const;

/**
 * Why a URL value is invalid for the field's url_type (absolute when unset), or null when it is
 * valid. An empty value is not checked here: whether one is required is another rule.
 */
export function urlError(value: string, urlType: UrlType = 'absolute'): MessageDescriptor | null {
  if (value === '' || urlPatterns[urlType].test(value)) return null;
  return messageDescriptor(customResourcesMessages, urlMessages[urlType]);
}
