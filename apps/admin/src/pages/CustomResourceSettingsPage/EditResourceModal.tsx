import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { ApiError } from '@metafields/api-client';
import { actionOutcomeOf, customResourceSaveNotice, type CustomObject } from '@metafields/core';
import { Dialog, Modal, useMessages } from '@metafields/design-system';
import { CustomResourceForm } from '@metafields/widgets';
import { customResourceWritesAtom } from '../../atoms/customResource.js';
import { docsLinks } from '../../docsLinks.js';
import { useNotify } from '../../notices/useNotify.js';
import { messages } from '../../customResources/messages.js';

export interface EditResourceModalProps {
  resource: CustomObject;
  isOpen: boolean;
  /** Called with `false` when it closes: Close, Escape, or the resource saved. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The settings' Edit: the custom resource modal form over the saved resource. Its key stays
 * (spec section 5: "key not editable"); a save says '{name} updated.' and closes.
 */
export function EditResourceModal({ resource, isOpen, onOpenChange }: EditResourceModalProps) {
  const t = useMessages(messages);
  const titleId = useId();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={<span id={titleId}>{t('customResourcePages.editTitle')}</span>}>
        {/* Inside the dialog, so each opening starts without the last one's errors. */}
        <EditResourceForm
          resource={resource}
          titleId={titleId}
          onSaved={() => onOpenChange(false)}
        />
      </Dialog>
    </Modal>
  );
}

function EditResourceForm({
  resource,
  titleId,
  onSaved,
}: {
  resource: CustomObject;
  titleId: string;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const { updateResource } = useAtomValue(customResourceWritesAtom);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  const submit = async ({ name }: { name: string }) => {
    try {
      await updateResource(resource.id, { name });
    } catch (error) {
      // A failed save keeps its errors beside the fields, with no notice (spec section 8).
      setServerErrors(error instanceof ApiError ? error.fieldErrors : {});
      const notice = customResourceSaveNotice(actionOutcomeOf(error), 'update', name);
      if (notice) notify(notice);
      throw error;
    }
    const notice = customResourceSaveNotice({ status: 200 }, 'update', name);
    if (notice) notify(notice);
    onSaved();
  };

  return (
    <CustomResourceForm
      value={resource}
      onSubmit={submit}
      serverErrors={serverErrors}
      docsHref={docsLinks.customResources}
      aria-labelledby={titleId}
    />
  );
}
