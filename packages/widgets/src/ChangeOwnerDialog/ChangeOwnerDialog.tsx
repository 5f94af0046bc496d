import {
  commonMessages,
  metafieldMessages,
  parseOwnerId,
  reassignOwnerBody,
  type ReassignOwnerBody,
} from '@metafields/core';
import {
  Banner,
  Button,
  Dialog,
  Form,
  Link,
  Modal,
  Text,
  TextField,
  useMessages,
} from '@metafields/design-system';
import { useId, useRef, useState } from 'react';
import { changeOwnerDialogMessages } from './messages.js';

export interface ChangeOwnerDialogProps {
  /** Whether the dialog shows (controlled). */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape or the Close button, and after a successful submit. */
  onOpenChange: (isOpen: boolean) => void;
  /** The metafields' current owner (the metafield's `owner_client_id`), shown when known. */
  currentOwnerId?: string | undefined;
  /** The metafields to reassign. */
  metafieldIds: readonly number[];
  /**
   * Called with the body of POST /metafields/reassign, `{ owner_id, metafield_ids }`. While the
   * promise is pending the submit button shows progress. When it resolves the owner is assigned:
   * the dialog clears and asks to close. When it rejects the dialog stays open with what was
   * typed; hand the error (core's `reassignOwnerNotice`) back as `errorMessage`.
   */
  onSubmit: (body: ReassignOwnerBody) => Promise<unknown>;
  /** The last reassign's error: the server's, else 'An error occurred.'. */
  errorMessage?: string | undefined;
  /** Where 'Learn more' leads: the help on metafield owners. Opens in a new tab. */
  learnMoreHref: string;
}

/**
 * The custom metafields table's 'Change owner' modal (metafields.md, section 2): the current
 * owner ID, a 'New owner ID' input, the error of the last attempt and a Learn more link. Submit
 * stays disabled until the input is an owner id core accepts; Enter submits.
 */
export function ChangeOwnerDialog({
  isOpen,
  onOpenChange,
  currentOwnerId,
  metafieldIds,
  onSubmit,
  errorMessage,
  learnMoreHref,
}: ChangeOwnerDialogProps) {
  const t = useMessages(changeOwnerDialogMessages);
  const tMetafield = useMessages(metafieldMessages);
  const tCommon = useMessages(commonMessages);
  const formId = useId();
  const [ownerIdText, setOwnerIdText] = useState('');
  const [isPending, setPending] = useState(false);

  // Every opening starts afresh: what was typed before a close is gone.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setOwnerIdText('');
      setPending(false);
    }
  }
  // Counts submits and closings, so that a promise settling after a close changes nothing.
  const attempt = useRef(0);

  const ownerId = parseOwnerId(ownerIdText);

  const close = (open: boolean) => {
    if (!open) attempt.current += 1;
    onOpenChange(open);
  };

  const submit = () => {
    if (ownerId === null || isPending) return;
    const current = ++attempt.current;
    setPending(true);
    onSubmit(reassignOwnerBody(ownerId, metafieldIds)).then(
      () => {
        if (current !== attempt.current) return;
        setPending(false);
        setOwnerIdText('');
        close(false);
      },
      () => {
        if (current === attempt.current) setPending(false);
      },
    );
  };

  return (
    <Modal size="small" isOpen={isOpen} onOpenChange={close} isKeyboardDismissDisabled={isPending}>
      <Dialog
        title={tMetafield('changeOwner.title')}
        footer={({ close: closeDialog }) => (
          <>
            <Button variant="secondary" isDisabled={isPending} onPress={closeDialog}>
              {tCommon('common.action.cancel')}
            </Button>
            <Button type="submit" form={formId} isDisabled={ownerId === null} isPending={isPending}>
              {t('changeOwnerDialog.submit')}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {currentOwnerId != null && currentOwnerId !== '' && (
            <Text>{tMetafield('changeOwner.currentOwnerId', { ownerId: currentOwnerId })}</Text>
          )}
          <TextField
            label={tMetafield('changeOwner.newOwnerId')}
            name="owner_id"
            inputMode="numeric"
            autoComplete="off"
            spellCheck="false"
            // The dialog exists to fill in this field, so it takes focus as it opens.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={ownerIdText}
            onChange={setOwnerIdText}
            isReadOnly={isPending}
            validate={(text) =>
              text.trim() !== '' && parseOwnerId(text) === null
                ? t('changeOwnerDialog.newOwnerId.invalid')
                : null
            }
          />
          {errorMessage != null && errorMessage !== '' && !isPending && (
            <Banner variant="critical">{errorMessage}</Banner>
          )}
          <Text>
            <Link href={learnMoreHref} isExternal>
              {tCommon('common.action.learnMore')}
            </Link>
          </Text>
        </Form>
      </Dialog>
    </Modal>
  );
}
