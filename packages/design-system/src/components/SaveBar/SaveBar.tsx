import { useId } from 'react';
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

  return (
    <>
      {/* Always mounted, so that filling it is announced: a live region that appears together
          with its text is not reliably read. */}
      <VisuallyHidden role="status">{isDirty ? shownMessage : null}</VisuallyHidden>
      {isDirty && (
        <StyledSaveBar role="region" aria-labelledby={messageId} className={className}>
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
