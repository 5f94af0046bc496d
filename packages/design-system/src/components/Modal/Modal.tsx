import { DialogTrigger as RACDialogTrigger } from 'react-aria-components';
import type {
  DialogTriggerProps as RACDialogTriggerProps,
  ModalOverlayProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { useOverlayTheme } from '../Popover/private.js';
import { ModalBackdrop, ModalPanel } from './Modal.styles.js';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** Widest it grows: 400, 600 or 800px, and never wider than the viewport. @default 'medium' */
  size?: ModalSize;
  /** A `Dialog` (or an `AlertDialog`'s content). */
  children?: ReactNode;
  /** Applies to the panel. */
  className?: string;
}

/**
 * A modal layer over the page (react-aria's `ModalOverlay` and `Modal`) holding a `Dialog`.
 * Put it in a `DialogTrigger` after its button, or control it with `isOpen`/`onOpenChange`.
 * While open, the page behind is inert and does not scroll, Tab stays inside, and Escape closes
 * it (unless `isKeyboardDismissDisabled`); `isDismissable` also closes it on a press outside.
 * Focus returns to the trigger on close.
 */
export function Modal({ size = 'medium', children, className, ...props }: ModalProps) {
  const { ref, ...overlayProps } = useOverlayTheme();
  return (
    <ModalBackdrop {...props} {...overlayProps} ref={ref}>
      <ModalPanel data-size={size} className={className}>
        {children}
      </ModalPanel>
    </ModalBackdrop>
  );
}

export interface DialogTriggerProps extends RACDialogTriggerProps {
  /** The button that opens the overlay, then the `Modal` or `Popover` it opens. */
  children: ReactNode;
}

/**
 * Opens a `Modal` or a `Popover` from the button before it (react-aria's `DialogTrigger`), and
 * returns focus to that button when it closes. `isOpen`/`onOpenChange` control it.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}
