import { useState } from 'react';

/**
 * `value`, or while it is undefined the last value it had: a list's total while its next page
 * loads (each page is a query of its own), so the paging stays in place, and keeps the focus
 * of its 'Next page' button, instead of vanishing until the page arrives.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
