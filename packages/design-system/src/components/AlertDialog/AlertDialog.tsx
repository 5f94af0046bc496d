import { OverlayTriggerStateContext } from 'react-aria-components';
import type { ModalOverlayProps } from 'react-aria-components';
import { use, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import { Dialog } from '../Modal/Dialog.js';
import { Modal } from '../Modal/Modal.js';
import { AlertMessage } from './AlertDialog.styles.js';
import { alertDialogMessages } from './messages.js';

export type AlertDialogVariant = 'confirmation' | 'destructive';

export interface AlertDialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The question, such as "Delete 3 metafields?". */
  title: ReactNode;
  /** What confirming does, such as "Their values are removed from 3 products.". */
  children: ReactNode;
  /** The confirm button's text: the action's verb ("Delete"), not "OK". */
  primaryActionLabel: string;
  /** The cancel button's text. @default the translated "Cancel" */
  cancelLabel?: string;
  /** `destructive` makes the confirm button a danger button. @default 'confirmation' */
  variant?: AlertDialogVariant;
  /**
   * Called on confirm. The dialog then closes; if this returns a promise, the confirm button
   * shows progress until it settles, and the dialog closes when it resolves or stays open when it
   * rejects (show the error yourself).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the person backs out, with Cancel or Escape. */
  onCancel?: () => void;
  /** Shows progress on the confirm button and blocks cancelling, for work the app tracks. */
  isPending?: boolean;
}

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/**
 * A modal that asks to confirm an action before it happens (`role="alertdialog"`): a title, a
 * message linked as the dialog's description, Cancel and the action. Put it in a
 * `DialogTrigger` after its button, or control it with `isOpen`/`onOpenChange`. Destructive
 * dialogs use the danger button and open with focus on Cancel, the safe choice (WAI-ARIA APG);
 * others open with focus on the action.
 */
export function AlertDialog({
  title,
  children,
  primaryActionLabel,
  cancelLabel,
  variant = 'confirmation',
  onConfirm,
  onCancel,
  isPending = false,
  isOpen,
  defaultOpen = false,
  onOpenChange,
}: AlertDialogProps) {
  const t = useMessages(alertDialogMessages);
  const triggerState = use(OverlayTriggerStateContext);
  const [ownIsOpen, setOwnIsOpen] = useState(defaultOpen);
  const isShown = isOpen ?? triggerState?.isOpen ?? ownIsOpen;

  // Progress of a confirm whose `onConfirm` returned a promise. It ends when the dialog closes,
  // however it closes, so that the next opening starts afresh.
  const [isConfirming, setConfirming] = useState(false);
  const [wasShown, setWasShown] = useState(isShown);
  if (isShown !== wasShown) {
    setWasShown(isShown);
    if (!isShown) setConfirming(false);
  }
  // Counts confirms and closings, so that a promise settling late cannot close a later opening.
  const confirmation = useRef(0);
  useEffect(() => {
    if (!isShown) confirmation.current += 1;
  }, [isShown]);

  // Every way of closing (Cancel, Escape, a finished confirm) ends in one onOpenChange call;
  // this tells a confirm apart from backing out.
  const isClosingOnConfirm = useRef(false);
  const isBusy = isPending || isConfirming;
  const isDestructive = variant === 'destructive';

  const setOpen = (open: boolean) => {
    if (!open && !isClosingOnConfirm.current) onCancel?.();
    isClosingOnConfirm.current = false;
    if (isOpen === undefined) {
      if (triggerState) triggerState.setOpen(open);
      else setOwnIsOpen(open);
    }
    onOpenChange?.(open);
  };

  const confirm = (close: () => void) => {
    const closeConfirmed = () => {
      isClosingOnConfirm.current = true;
      close();
    };
    const result = onConfirm?.();
    if (!isPromise(result)) {
      closeConfirmed();
      return;
    }
    const current = ++confirmation.current;
    setConfirming(true);
    result.then(
      () => {
        if (current !== confirmation.current) return;
        setConfirming(false);
        closeConfirmed();
      },
      () => {
        if (current === confirmation.current) setConfirming(false);
      },
    );
  };

  return (
    <Modal size="small" isOpen={isShown} onOpenChange={setOpen} isKeyboardDismissDisabled={isBusy}>
      <Dialog
        role="alertdialog"
        title={title}
        hideCloseButton
        footer={({ close }) => (
          <>
            <Button
              variant="secondary"
              // An alert dialog puts focus on its safest action as it opens (WAI-ARIA APG, Alert
              // and Message Dialogs pattern), so autofocus is the point here.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={isDestructive}
              isDisabled={isBusy}
              onPress={close}
            >
              {cancelLabel ?? t('alertDialog.cancel.label')}
            </Button>
            <Button
              variant={isDestructive ? 'danger' : 'primary'}
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={!isDestructive}
              isPending={isBusy}
              onPress={() => confirm(close)}
            >
              {primaryActionLabel}
            </Button>
          </>
        )}
      >
        <AlertMessage slot="description" elementType="div">
          {children}
        </AlertMessage>
      </Dialog>
    </Modal>
  );
}
