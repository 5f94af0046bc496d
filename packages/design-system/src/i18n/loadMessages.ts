import { loadPackageMessages } from '../locales/index.js';
import type { MessageCatalog } from './formatMessage.js';

/**
 * The design system's own messages (pagination, dialogs, tables, file pickers…) in the language of
 * a BCP 47 tag: 'de', 'de-AT', 'pt-BR', 'zh-CN' or 'zh-Hans', 'sv', 'uk'. English, and a language
 * the interface does not speak, answer the English texts. Each language is a module of its own,
 * fetched on the first call, so a bundle holds only the languages an app loads. Give the result
 * to `DesignSystemProvider`'s `messages`:
 *
 * ```tsx
 * const messages = await loadMessages('de');
 * <DesignSystemProvider locale="de" messages={messages}>…</DesignSystemProvider>
 * ```
 *
 * With `@metafields/widgets`, use its `loadMessages` (or `WidgetsProvider`) instead: it merges
 * these with core's and the widgets' own.
 */
export function loadMessages(locale: string): Promise<MessageCatalog> {
  return loadPackageMessages(locale);
}
