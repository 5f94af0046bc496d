import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  accountMessages,
  commonMessages,
  customResourceMessages,
  importExportMessages,
  isLogoutSignal,
  metafieldMessages,
  resourceListMessages,
  templateMessages,
  type LogoutSignal,
  type Notice,
  type NoticeText,
  type NoticeTone,
} from '@metafields/core';
import { Link, toastQueue, type ToastVariant } from '@metafields/design-system';
import { useDescriptorText } from '@metafields/widgets';
import { currentUserKey } from '../atoms/session.js';

// The catalogues core's notices (spec section 8, the error catalogue) take their texts from.
const noticeMessages = {
  ...commonMessages,
  ...metafieldMessages,
  ...templateMessages,
  ...importExportMessages,
  ...resourceListMessages,
  ...customResourceMessages,
  ...accountMessages,
};
/** A notice text in the user's language; the server's own sentences pass through as they came. */
export function useNoticeText(): (text: NoticeText) => string {
  return useDescriptorText(noticeMessages);
}

const variants: Record<NoticeTone, ToastVariant> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  critical: 'error',
};

/**
 * Shows what core's notice rules decided after an action: a toast for a notice, nothing for
 * none, and for a 401 (the logout signal) forgets the user, so the route guard opens the login.
 */
export function useNotify(): (notice: Notice | LogoutSignal | undefined) => void {
  const text = useNoticeText();
  const queryClient = useQueryClient();
  return useCallback(
    (notice) => {
      if (notice === undefined) return;
      if (isLogoutSignal(notice)) {
        queryClient.setQueryData(currentUserKey, null);
        return;
      }
      const message = text(notice.message);
      // A notice's link (such as 'Go to settings') follows its message.
      const link = notice.link && <Link href={notice.link.href}>{text(notice.link.label)}</Link>;
      toastQueue.add({
        variant: variants[notice.tone],
        ...(notice.title === undefined
          ? { title: message, ...(link && { message: link }) }
          : {
              title: text(notice.title),
              message: link ? (
                <>
                  {message} {link}
                </>
              ) : (
                message
              ),
            }),
      });
    },
    [text, queryClient],
  );
}
