import { commonMessages, resourceListMessages } from '@metafields/core';
import { Button, Dialog, Form, Modal, TextField, useMessages } from '@metafields/design-system';
import { useId, useState } from 'react';
import { fileEditorMessages } from './messages.js';

export interface UpdateLabelDialogProps {
  /** Whether the dialog shows (controlled). */
  isOpen: boolean;
  /** The label as it is, filled in when the dialog opens. */
  label: string;
  /** Called with the label typed, on Save or Enter. */
  onSave: (label: string) => void;
  /** Called on Cancel, Escape or the Close button: nothing changes. */
  onCancel: () => void;
}

/**
 * The file label modal (metafields.md, 'Pickers'): title 'Update label', a 'Label' field filled
 * with the file's label, Cancel and Save.
 */
export function UpdateLabelDialog({ isOpen, label, onSave, onCancel }: UpdateLabelDialogProps) {
  const tCommon = useMessages(commonMessages);
  const tPicker = useMessages(resourceListMessages);
  const t = useMessages(fileEditorMessages);
  const formId = useId();
  const [text, setText] = useState(label);

  // Every opening starts from the file's label, not from what was typed before a Cancel.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setText(label);
  }

  return (
    <Modal
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog
        title={tPicker('fileLabelModal.title')}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              {tCommon('common.action.cancel')}
            </Button>
            <Button type="submit" form={formId}>
              {tCommon('common.action.save')}
            </Button>
          </>
        }
      >
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            onSave(text);
          }}
        >
          <TextField
            label={t('valueEditors.file.labelDialog.label')}
            name="label"
            // The dialog exists to edit this label, so it takes focus as it opens.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={text}
            onChange={setText}
          />
        </Form>
      </Dialog>
    </Modal>
  );
}
