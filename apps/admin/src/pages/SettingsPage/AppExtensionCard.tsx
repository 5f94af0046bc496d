import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { AppExtension } from '@metafields/api-client';
import { actionOutcomeOf, appExtensionUpdateNotice } from '@metafields/core';
import {
  Inline,
  Panel,
  Spinner,
  Stack,
  Switch,
  Text,
  useMessages,
} from '@metafields/design-system';
import { setAppExtensionAtom } from '../../atoms/settings.js';
import { useNotify } from '../../notices/useNotify.js';
import { messages } from './messages.js';

type Translate = ReturnType<typeof useMessages<typeof messages>>;
const offered = ['product-metafields', 'order-metafields', 'customer-metafields'] as const;
type OfferedId = (typeof offered)[number];
const isOffered = (id: string): id is OfferedId => (offered as readonly string[]).includes(id);

/** Our own words for the extensions we know; the server's English for any newer one. */
function wordsOf(extension: AppExtension, t: Translate) {
  if (!isOffered(extension.id)) return extension;
  return {
    title: t(`settingsCards.extension.${extension.id}.title`),
    description: t(`settingsCards.extension.${extension.id}.description`),
  };
}

/**
 * One App Extension (a 'Metafields' panel on the platform's product, order or customer pages)
 * with its on/off switch. While the change is saved the switch shows the wanted state beside a
 * spinner; then the notice says how it went and the list reads again.
 */
export function AppExtensionCard({ extension }: { extension: AppExtension }) {
  const t = useMessages(messages);
  const notify = useNotify();
  const { mutateAsync: setEnabled } = useAtomValue(setAppExtensionAtom);
  const [pending, setPending] = useState<boolean | null>(null);
  const { title, description } = wordsOf(extension, t);

  const change = async (enabled: boolean) => {
    setPending(enabled);
    try {
      await setEnabled({ id: extension.id, enabled });
      notify(appExtensionUpdateNotice({ status: 200 }));
    } catch (error) {
      notify(appExtensionUpdateNotice(actionOutcomeOf(error)));
    } finally {
      setPending(null);
    }
  };

  return (
    <Panel as="section" title={title} headingLevel={3}>
      <Stack gap="200">
        <Text tone="subdued">{description}</Text>
        <Inline gap="200" align="center">
          <Switch
            isSelected={pending ?? extension.enabled}
            isDisabled={pending !== null}
            onChange={(enabled) => void change(enabled)}
            aria-label={`${t('settingsCards.extension.switch')}: ${title}`}
          >
            {t('settingsCards.extension.switch')}
          </Switch>
          {pending !== null && (
            <Spinner size="small" aria-label={t('settingsCards.extension.saving')} />
          )}
        </Inline>
      </Stack>
    </Panel>
  );
}
