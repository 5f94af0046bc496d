import { customResourcesMessages } from './messages.js';
import { messageDescriptor } from '../catalogue/messageDescriptor.js';
import type { UrlType } from '../entities/fieldOptions.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

/**
 * The longest URL value kept: what browsers and servers reliably accept. Checked before any
 * pattern runs, so that the cost of a check does not grow with whatever length was sent.
 */
export const URL_MAX_LENGTH = 2048;

/**
 * Absolute: http:// or https:// and a host. Relative: a path from the site root ('/…'), not a
 * protocol-relative '//host'. Neither allows spaces.
 *
 * Each runs in linear time: no two quantifiers may take the same characters in turn, which is
 * how `[^\s/?#]+\S*$` once cost seconds on a long value without a match (issue 19).
 */
export const urlPatterns = {
  absolute: /^https?:\/\/[^\s/?#]\S*$/i,
  relative: /^\/(?!\/)\S*$/,
} as const satisfies Record<UrlType, RegExp>;

const urlMessages = {
  absolute: 'customResources.value.url.absoluteInvalid',
  relative: 'customResources.value.url.relativeInvalid',
} as const;

/**
 * Whether the text has more than `max` characters as people count them (code points), in time
 * bounded by `max`: a character is one or two UTF-16 units, so only lengths between `max` and
 * twice it need counting.
 */
function isLongerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  return [...text].length > max;
}

/**
 * Why a URL value is invalid for the field's url_type (absolute when unset), or null when it is
 * valid. An empty value is not checked here: whether one is required is another rule.
 */
export function urlError(value: string, urlType: UrlType = 'absolute'): MessageDescriptor | null {
  if (value === '') return null;
  if (isLongerThan(value, URL_MAX_LENGTH)) {
    return messageDescriptor(customResourcesMessages, 'customResources.value.url.tooLong', {
      max: URL_MAX_LENGTH,
    });
  }
  if (urlPatterns[urlType].test(value)) return null;
  return messageDescriptor(customResourcesMessages, urlMessages[urlType]);
}
