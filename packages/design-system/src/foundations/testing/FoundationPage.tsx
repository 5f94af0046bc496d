import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading.js';
import { Stack } from '../../components/Stack/Stack.js';
import { Text } from '../../components/Text/Text.js';

/** A Foundations page: its title, a sentence on how to use the tokens, then their tables. */
export function FoundationPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="800">
      <div>
        <Heading level={1}>{title}</Heading>
        <Text>{intro}</Text>
      </div>
      {children}
    </Stack>
  );
}
