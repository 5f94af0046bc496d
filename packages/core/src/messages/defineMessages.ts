/**
 * Declares messages: keys are ids that read as places ('metafieldForm.namespace.label'), values
 * are English ICU defaults. An identity function: `npm run i18n:extract` reads these calls
 * statically, so keys and texts must be literals.
 *
 * The design system has the same function for the UI packages; core keeps its own so that it
 * stays free of React and of the design system.
 */
export function defineMessages<const T extends Record<string, string>>(messages: T): T {
  return messages;
}

/** A message to show: its id, its English default, and the values of its placeholders. */
export interface MessageDescriptor {
  key: string;
  defaultMessage: string;
  values?: Readonly<Record<string, string | number>>;
}

/** Translations of one language, keyed by message id, as `loadMessages` answers them. */
export type MessageCatalog = Readonly<Record<string, string>>;
