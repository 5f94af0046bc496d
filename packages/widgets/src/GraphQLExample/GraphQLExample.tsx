import { storefrontExample, type StorefrontExampleInput } from '@metafields/core';
import {
  CodeBlock,
  Heading,
  Link,
  Stack,
  Text,
  useMessages,
  type HeadingProps,
} from '@metafields/design-system';
import { useId } from 'react';
import { graphqlExampleMessages } from './messages.js';

/** The query language's own name, which no language translates. */
const graphqlLanguageName = 'GraphQL';

export interface GraphQLExampleProps {
  /**
   * The template's or metafield's resource type, namespace and key (and optionally the record's
   * ids), as core's `storefrontExample` takes them.
   */
  metafield: StorefrontExampleInput;
  /** An external help article; for orders, which have no query, the place to go instead. */
  helpHref?: string | undefined;
  /** The heading's level in the page or dialog around it. @default 3 */
  headingLevel?: HeadingProps['level'];
}

/**
 * What a template's 'View GraphQL' action shows (metafields.md, section 2): the Storefront
 * GraphQL query that reads the metafield, in a code block with a Copy button. Orders cannot be
 * read on the storefront, so for them it says so and offers the help article.
 */
export function GraphQLExample({ metafield, helpHref, headingLevel = 3 }: GraphQLExampleProps) {
  const t = useMessages(graphqlExampleMessages);
  const headingId = useId();
  const example = storefrontExample(metafield);
  return (
    <Stack as="section" gap="200" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('graphqlExample.heading')}
      </Heading>
      {example.kind === 'query' ? (
        <>
          <Text tone="subdued">{t('graphqlExample.description')}</Text>
          <CodeBlock code={example.query} language={graphqlLanguageName} />
        </>
      ) : (
        <Text>{t('graphqlExample.orderUnavailable')}</Text>
      )}
      {helpHref !== undefined && (
        <Text>
          <Link href={helpHref} isExternal>
            {t('graphqlExample.helpLink')}
          </Link>
        </Text>
      )}
    </Stack>
  );
}
