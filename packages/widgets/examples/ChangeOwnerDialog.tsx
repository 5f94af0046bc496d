import { useState } from 'react';
import { Button, DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ChangeOwnerDialog } from '@metafields/widgets';
import { reassignOwner } from './yourBackend.js';

export function ChangeOwner({ metafieldIds }: { metafieldIds: number[] }) {
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Change owner
      </Button>
      <ChangeOwnerDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        metafieldIds={metafieldIds}
        learnMoreHref="https://example.com/help/metafield-owners"
        errorMessage={error}
        onSubmit={async (body) => {
          try {
            await reassignOwner(body);
            setError(undefined);
          } catch (failure) {
            setError(failure instanceof Error ? failure.message : 'An error occurred.');
            throw failure; // the dialog stays open with what was typed
          }
        }}
      />
    </DesignSystemProvider>
  );
}
