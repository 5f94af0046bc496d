import { createContext, use, useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { MessageDefinitions } from './defineMessages.js';
import { formatMessage } from './formatMessage.js';
import type { MessageCatalog, MessageValues } from './formatMessage.js';

interface MessagesContextValue {
  locale: string;
  messages: MessageCatalog | undefined;
}

// Without a provider, widgets speak their English defaults: partner apps need no catalogue.
const MessagesContext = createContext<MessagesContextValue>({
  locale: 'en-US',
  messages: undefined,
});

export interface MessagesProviderProps {
  /** BCP 47 tag used for plurals, numbers and dates, such as `'en-US'` or `'he-IL'`. */
  locale: string;
  /** The language's catalogue (`locales/<lang>.json`); `undefined` shows English defaults. */
  messages: MessageCatalog | undefined;
  children?: ReactNode;
}

/**
 * Gives the components inside it a locale and its message catalogue, which `useMessages` reads.
 * `DesignSystemProvider` renders one; without any, components speak their English defaults.
 */
export function MessagesProvider({ locale, messages, children }: MessagesProviderProps) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

/** Formats one of a widget's messages by id. */
export type Translate<T extends MessageDefinitions> = (
  key: keyof T & string,
  values?: MessageValues,
) => string;

/** Returns `t` for a widget's `defineMessages(…)` result; only its keys compile. */
export function useMessages<T extends MessageDefinitions>(definitions: T): Translate<T> {
  const { locale, messages } = use(MessagesContext);
  return useCallback<Translate<T>>(
    // `key` is typed as one of the definitions' keys; the fallback only satisfies the index type.
    (key, values) => formatMessage(locale, messages, key, definitions[key] ?? key, values),
    [locale, messages, definitions],
  );
}
