import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import { ErrorText, DescriptionText } from './HelpText.styles.js';

interface HelpTextProps {
  /** The ids the control's `aria-describedby` points at. */
  ids: { description: string; error: string };
  /** Help text under the control; nothing shows for `null` or `undefined`. */
  description: ReactNode;
  /** The error under the control, with an icon; pass it only while the field is invalid. */
  errorMessage: ReactNode;
}

/**
 * The description and error of a field react-aria does not wire itself (the colour picker, the
 * drop zone): its control points at these by id, through `aria-describedby`.
 */
export function HelpText({ ids, description, errorMessage }: HelpTextProps) {
  return (
    <>
      {description != null && <DescriptionText id={ids.description}>{description}</DescriptionText>}
      {errorMessage != null && (
        <ErrorText id={ids.error}>
          <Icon name="error" size="small" />
          <span>{errorMessage}</span>
        </ErrorText>
      )}
    </>
  );
}
