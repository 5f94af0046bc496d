import type { MessageDescriptor } from '../messages/defineMessages.js';

/** Values of a message's ICU placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The descriptor of one message of a `defineMessages` object: what rules hand to the UI instead
 * of a formatted string, so the UI translates it in the user's language.
 */
export function messageDescriptor<Key extends string>(
  messages: Readonly<Record<Key, string>>,
  key: Key,
  values?: MessageValues,
): MessageDescriptor {
  const descriptor: MessageDescriptor = { key, defaultMessage: messages[key] };
  return values === undefined ? descriptor : { ...descriptor, values };
}
