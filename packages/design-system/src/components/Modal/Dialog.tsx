import type { DialogProps as RACDialogProps, DialogRenderProps } from 'react-aria-components';
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { IconButton } from '../IconButton/IconButton.js';
import {
  DialogBody,
  DialogBodyContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  StyledDialog,
} from './Dialog.styles.js';
import { dialogMessages } from './messages.js';

type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className' | 'style'> {
  /** The heading at the top, which names the dialog. */
  title: ReactNode;
  /** The body; it scrolls when taller than the viewport allows. A function receives `close`. */
  children?: DialogContent;
  /**
   * Actions along the bottom, right-aligned (left in right-to-left languages), the primary one
   * last. A function receives `close`, for a Cancel button.
   */
  footer?: DialogContent;
  /** Leaves out the Close button in the header; Escape still closes a modal. */
  hideCloseButton?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Whether the body is taller than its box. A scrolling body joins the Tab order, so that keyboard
 * users can scroll text that has no control in it (WCAG 2.1.1); a short one stays out of it.
 */
function useOverflows(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = scroller.current;
    if (!box || !content.current) return;
    // Called once on observing, then whenever the box or its content changes size.
    const observer = new ResizeObserver(() => setOverflows(box.scrollHeight > box.clientHeight));
    observer.observe(box);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [scroller, content]);
  return overflows;
}

function render(content: DialogContent, renderProps: DialogRenderProps): ReactNode {
  return typeof content === 'function' ? content(renderProps) : content;
}

/**
 * The content of a `Modal` (react-aria's `Dialog`): a title that names it, a Close button, a
 * body and a footer of actions. When it opens, focus moves to the dialog, so a screen reader
 * reads its title; Tab then reaches the Close button and the controls inside.
 */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  ...props
}: DialogProps) {
  const t = useMessages(dialogMessages);
  const body = useRef<HTMLDivElement>(null);
  const bodyContent = useRef<HTMLDivElement>(null);
  const bodyOverflows = useOverflows(body, bodyContent);
  return (
    <StyledDialog {...props}>
      {(renderProps) => (
        <>
          <DialogHeader>
            <DialogTitle slot="title">{title}</DialogTitle>
            {!hideCloseButton && (
              <IconButton slot="close" icon="close" aria-label={t('dialog.close.label')} />
            )}
          </DialogHeader>
          <DialogBody ref={body} tabIndex={bodyOverflows ? 0 : undefined}>
            <DialogBodyContent ref={bodyContent}>{render(children, renderProps)}</DialogBodyContent>
          </DialogBody>
          {footer != null && <DialogFooter>{render(footer, renderProps)}</DialogFooter>}
        </>
      )}
    </StyledDialog>
  );
}
