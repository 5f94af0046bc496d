import { loadPackageMessages } from '../locales/index.js';
import type { MessageCatalog } from './defineMessages.js';

/**
 * Core's own messages (content types, validation, filter rules, job statuses…) in the language of
 * a BCP 47 tag: 'de', 'de-AT', 'pt-BR', 'zh-CN' or 'zh-Hans', 'sv', 'uk'. English, and a language
 * the interface does not speak, answer the English texts. Each language is a module of its own,
 * fetched on the first call, so a bundle holds only the languages an app loads.
 *
 * A widget app needs no call of its own: `@metafields/widgets`' `loadMessages` merges these.
 */
export function loadMessages(locale: string): Promise<MessageCatalog> {
  return loadPackageMessages(locale);
}
