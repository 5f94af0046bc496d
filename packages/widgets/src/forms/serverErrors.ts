import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The server's errors by field path (`name`, `options.select_options.1`…), as a 422 gives them. */
export type ServerErrors = Readonly<Record<string, readonly string[]>>;

/**
 * Hands the server's errors to the form through `setError` (type 'server'), once they come and
 * after the form has taken its values: only the first message of each field shows (spec
 * section 5). The next submit replaces them with core's checks.
 */
export function useServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  serverErrors: ServerErrors | undefined,
) {
  useEffect(() => {
    for (const [path, [message]] of Object.entries(serverErrors ?? {})) {
      // The server's paths go beyond the form's ('slug', 'options.select_options.1').
      if (message !== undefined) setError(path as Path<Values>, { type: 'server', message });
    }
  }, [serverErrors, setError]);
}
