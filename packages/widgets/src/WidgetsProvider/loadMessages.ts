import { loadMessages as loadCoreMessages } from '@metafields/core';
import {
  loadMessages as loadDesignSystemMessages,
  type MessageCatalog,
} from '@metafields/design-system';
import { loadPackageMessages } from '../locales/index.js';

/**
 * Every message a widget shows, in the language of a BCP 47 tag ('de', 'de-AT', 'pt-BR', 'zh-CN'
 * or 'zh-Hans', 'sv', 'uk'): the widgets' own with core's and the design system's, merged, so one
 * call is enough. English, and a language the interface does not speak, answer the English
 * texts. Each language of each package is a module of its own, fetched on the first call, so a
 * bundle holds only the languages an app loads.
 *
 * `WidgetsProvider` calls it for its `locale`; call it yourself to give the provider `messages`,
 * such as on a server that renders the page:
 *
 * ```tsx
 * const messages = await loadMessages('de');
 * <WidgetsProvider locale="de" messages={messages}>…</WidgetsProvider>
 * ```
 */
export async function loadMessages(locale: string): Promise<MessageCatalog> {
  const [core, designSystem, widgets] = await Promise.all([
    loadCoreMessages(locale),
    loadDesignSystemMessages(locale),
    loadPackageMessages(locale),
  ]);
  return { ...core, ...designSystem, ...widgets };
}
