import { useId, useLayoutEffect, useRef } from 'react';
import type { FocusEvent } from 'react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { saveBarMessages } from './messages.js';
import { SaveBarActions, SaveBarMessage, StyledSaveBar } from './SaveBar.styles.js';

export interface SaveBarProps {
  /** Whether the form has changes that are not saved; the bar shows only then. */
  isDirty: boolean;
  /** Called by Save. With `form`, the form's `onSubmit` can do the saving instead. */
  onSave?: () => void;
  /** Called by Cancel: put the form back as it was saved. */
  onCancel?: () => void;
  /** While saving: Save shows a spinner and ignores presses; Cancel is disabled. */
  isSaving?: boolean;
  /** Disables Save, such as while a field is invalid. */
  isSaveDisabled?: boolean;
  /**
   * The `id` of the form Save submits (and Cancel resets), so the browser's and react-aria's
   * validation run before saving. Needed only when the bar is outside that form.
   */
  form?: string;
  /** Defaults to the translated "Unsaved changes"; it also names the bar. */
  message?: ReactNode;
  /** Defaults to the translated "Save". */
  saveLabel?: ReactNode;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: ReactNode;
  className?: string;
}

/**
 * The bar that appears at the bottom of a form once it has unsaved changes, with Save and
 * Cancel. Place it last in the form's scroll container: it sticks to the bottom of the view.
 * When it appears, screen readers hear its message politely.
 */
export function SaveBar({
  isDirty,
  onSave,
  onCancel,
  isSaving = false,
  isSaveDisabled = false,
  form,
  message,
  saveLabel,
  cancelLabel,
  className,
}: SaveBarProps) {
  const t = useMessages(saveBarMessages);
  const messageId = useId();
  const shownMessage = message ?? t('saveBar.message');
  const isInForm = form !== undefined;
  const focus = useFocusReturn(isDirty);

  return (
    <>
      {/* Always mounted, so that filling it is announced: a live region that appears together
          with its text is not reliably read. */}
      <VisuallyHidden role="status">{isDirty ? shownMessage : null}</VisuallyHidden>
      {isDirty && (
        <StyledSaveBar
          role="region"
          aria-labelledby={messageId}
          className={className}
          onFocus={focus.onFocus}
          onBlur={focus.onBlur}
        >
          <SaveBarMessage id={messageId}>
            <Icon name="alert" />
            {shownMessage}
          </SaveBarMessage>
          <SaveBarActions>
            <Button
              variant="secondary"
              onPress={onCancel}
              isDisabled={isSaving}
              {...(isInForm && { type: 'reset', form })}
            >
              {cancelLabel ?? t('saveBar.cancel')}
            </Button>
            <Button
              variant="primary"
              onPress={onSave}
              isPending={isSaving}
              isDisabled={isSaveDisabled}
              {...(isInForm && { type: 'submit', form })}
            >
              {saveLabel ?? t('saveBar.save')}
            </Button>
          </SaveBarActions>
        </StyledSaveBar>
      )}
    </>
  );
}

/**
 * Where focus goes when the bar hides under it (a save or cancel ends with the pressed button
 * gone): back to where it came from, such as the field last edited, rather than lost to the
 * page's body.
 */
function useFocusReturn(isShown: boolean) {
  const cameFrom = useRef<HTMLElement | null>(null);
  const isInside = useRef(false);
  useLayoutEffect(() => {
    if (isShown || !isInside.current) return;
    isInside.current = false;
    const target = cameFrom.current;
    cameFrom.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && target?.isConnected) target.focus();
  }, [isShown]);
  const crossesBarEdge = (event: FocusEvent<HTMLElement>) =>
    !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!crossesBarEdge(event)) return;
      isInside.current = true;
      cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (crossesBarEdge(event)) isInside.current = false;
    },
  };
}
