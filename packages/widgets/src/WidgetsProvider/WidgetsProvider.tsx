import {
  DesignSystemProvider,
  type DesignSystemProviderProps,
  type MessageCatalog,
} from '@metafields/design-system';
import { useEffect, useState } from 'react';
import { catalogueCodeFor, type CatalogueCode } from '../locales/index.js';
import { loadMessages } from './loadMessages.js';

export interface WidgetsProviderProps extends DesignSystemProviderProps {
  /**
   * The locale's catalogue, such as `await loadMessages(locale)` on a server that renders the
   * page. Without one, the provider loads the catalogue of `locale` itself (English needs none).
   */
  messages?: MessageCatalog | undefined;
}

// Each language's catalogue, loaded once for the page's life and shared by every provider. A
// catalogue that fails to load (a chunk the network lost) leaves English, as a missing
// translation does, rather than breaking the host's page.
const loading = new Map<CatalogueCode, Promise<void>>();
const loaded = new Map<CatalogueCode, MessageCatalog | undefined>();

function startLoading(locale: string): Promise<void> {
  const code = catalogueCodeFor(locale);
  let load = loading.get(code);
  if (!load) {
    load = loadMessages(locale).then(
      (catalogue) => void loaded.set(code, catalogue),
      (error: unknown) => {
        console.error(`@metafields/widgets: the "${code}" messages did not load`, error);
        loaded.set(code, undefined);
      },
    );
    loading.set(code, load);
  }
  return load;
}

interface Language {
  locale: string;
  messages: MessageCatalog | undefined;
}

/** The language to show for `locale` if its messages are at hand: English always is. */
function languageAtHand(locale: string): Language | undefined {
  const code = catalogueCodeFor(locale);
  if (code === 'en') return { locale, messages: undefined };
  return loaded.has(code) ? { locale, messages: loaded.get(code) } : undefined;
}

/**
 * The root a partner renders the widgets under: `DesignSystemProvider` (theme, locale and
 * direction, messages, routing) that also loads the messages of its `locale`, so that
 * `<WidgetsProvider locale="de">` speaks German with no catalogue of the host's own.
 *
 * While the first language other than English loads, it renders nothing, never a flash of
 * English. A later change of `locale` keeps the current language on screen, and the widgets'
 * state, until the new one has loaded.
 */
export function WidgetsProvider({ locale = 'en-US', messages, ...props }: WidgetsProviderProps) {
  const atHand = messages === undefined ? languageAtHand(locale) : undefined;
  const [shown, setShown] = useState(atHand);
  // What is at hand shows at once (React's "adjusting state while rendering"); what is not keeps
  // the language on screen until the effect below has loaded it.
  if (atHand && (atHand.locale !== shown?.locale || atHand.messages !== shown.messages)) {
    setShown(atHand);
  }

  const needsLoading = messages === undefined && !atHand;
  useEffect(() => {
    if (!needsLoading) return;
    let current = true;
    // Suspense would serve as well in a browser, but a catalogue that resolves outside React's
    // `act` never retries a suspended render in tests (Storybook's play functions, a partner's
    // Testing Library): a state update does.
    void startLoading(locale).then(() => {
      if (current) setShown(languageAtHand(locale));
    });
    return () => {
      current = false;
    };
  }, [locale, needsLoading]);

  if (messages !== undefined) {
    return <DesignSystemProvider {...props} locale={locale} messages={messages} />;
  }
  if (!shown) return null;
  return <DesignSystemProvider {...props} locale={shown.locale} messages={shown.messages} />;
}
