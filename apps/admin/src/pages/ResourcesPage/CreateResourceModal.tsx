import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@metafields/api-client';
import {
  actionOutcomeOf,
  commonMessage,
  customResourceMessages,
  customResourceSaveNotice,
} from '@metafields/core';
import { Banner, Dialog, Modal, Stack, useMessages } from '@metafields/design-system';
import { CustomResourceForm } from '@metafields/widgets';
import { createCustomResourceAtom } from '../../atoms/customResources.js';
import { docsLinks } from '../../docsLinks.js';
import { storeNavPath } from '../../layout/storeNav.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { useNoticeText, useNotify } from '../../notices/useNotify.js';

export interface CreateResourceModalProps {
  /** Whether the modal shows. */
  isOpen: boolean;
  /** Called with `false` when it closes: Close, Escape, or a resource created. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'Create resource' (spec section 2, custom resource modal form): the name, its key and the
 * documentation link; a created resource opens its settings, where its fields are made.
 */
export function CreateResourceModal({ isOpen, onOpenChange }: CreateResourceModalProps) {
  const tResource = useMessages(customResourceMessages);
  const titleId = useId();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={<span id={titleId}>{tResource('customResourceModal.title')}</span>}>
        {/* Inside the dialog, so each opening starts without the last one's errors. */}
        <CreateResourceForm titleId={titleId} onCreated={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}

type ServerErrors = Record<string, string[]>;

function CreateResourceForm({ titleId, onCreated }: { titleId: string; onCreated: () => void }) {
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const notify = useNotify();
  const text = useNoticeText();
  const { mutateAsync: create } = useAtomValue(createCustomResourceAtom);
  const [serverErrors, setServerErrors] = useState<ServerErrors | undefined>(undefined);
  // A refusal that names no field (a server fault, say) is said above the form instead.
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ name }: { name: string }) => {
    setFailure(null);
    try {
      const resource = await create({ name });
      notify(customResourceSaveNotice({ status: 201 }, 'create', resource.name));
      onCreated();
      void navigate(`${storeNavPath(storeHash, 'resources')}/custom-objects/${resource.id}`);
    } catch (error) {
      // The spec keeps a failed save's errors beside their fields, with no notice (section 8);
      // core's rule still turns a 401 into the logout.
      notify(customResourceSaveNotice(actionOutcomeOf(error), 'create', name));
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setServerErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure(
          error instanceof ApiError && error.hasServerMessage
            ? error.message
            : text(commonMessage('common.error.occurred')),
        );
      }
    }
  };

  return (
    <Stack gap="400">
      {failure !== null && <Banner variant="critical">{failure}</Banner>}
      <CustomResourceForm
        onSubmit={submit}
        serverErrors={serverErrors}
        docsHref={docsLinks.customResources}
        aria-labelledby={titleId}
      />
    </Stack>
  );
}
