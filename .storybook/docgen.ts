import type { ParserOptions } from 'react-docgen-typescript';

/**
 * How Storybook reads props tables from the TypeScript types, with each prop's TSDoc comment as
 * its description. The DOM's own attributes (from @types/react) are left out, or every table
 * would list hundreds of them; react-aria-components' props stay, with their own descriptions.
 * `scripts/propsTables` checks our components with the same options.
 */
export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: (prop) =>
    !prop.parent || !prop.parent.fileName.includes('node_modules/@types/react/'),
} satisfies ParserOptions;
