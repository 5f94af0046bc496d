import { useAtomValue } from 'jotai';
import {
  customResourceMessages,
  featureAvailabilityMessage,
  isFeatureAllowed,
} from '@metafields/core';
import { Button, IconButton, Inline, useMessages } from '@metafields/design-system';
import { customObjectsFlag, featureFlagsAtom } from '../../atoms/featureFlags.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { useNoticeText } from '../../notices/useNotify.js';

export interface AddResourceButtonProps {
  /** Opens the 'Create resource' modal. */
  onPress: () => void;
}

/**
 * 'Add resource' (spec section 2): only where the page's feature flags hold `custom_objects`,
 * and disabled with 'Available on enterprise plan' when the store's plan lacks custom objects.
 *
 * A disabled button takes neither focus nor hover, so a tooltip on it reaches nobody on a
 * keyboard. The reason sits on an info button beside it instead, whose name and tooltip say it
 * (react-spectrum's advice for a disabled control: a help button next to it).
 */
export function AddResourceButton({ onPress }: AddResourceButtonProps) {
  const tResource = useMessages(customResourceMessages);
  const text = useNoticeText();
  const flags = useAtomValue(featureFlagsAtom);
  const store = useAtomValue(currentStoreAtom);
  if (!flags.has(customObjectsFlag)) return null;

  const label = tResource('resourcesList.addResource');
  if (isFeatureAllowed('custom-objects', store)) {
    return (
      <Button variant="primary" onPress={onPress}>
        {label}
      </Button>
    );
  }
  return (
    <Inline gap="100" align="center">
      <Button variant="primary" isDisabled>
        {label}
      </Button>
      <IconButton icon="info" aria-label={text(featureAvailabilityMessage('custom-objects'))} />
    </Inline>
  );
}
