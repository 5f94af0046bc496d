import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useServerErrors, type ServerErrors } from './serverErrors.js';
import { useErrorText } from './useErrorText.js';

export interface CoreFormOptions<Values extends FieldValues, Output> {
  /** The values to edit; new values (deeply different) start the form afresh. */
  values: Values;
  /**
   * Core's rules, as a resolver (`coreResolver(coreSchema)`); its output goes to the submit.
   * Without one, the values go as they are.
   */
  resolver?: Resolver<Values, unknown, Output> | undefined;
  /** The server's errors by field: the first message of each shows until its field is edited. */
  serverErrors?: ServerErrors | undefined;
  /**
   * New `values` (a reload from outside) update only the fields the person has not changed; a
   * changed field keeps what they entered, and its error. @default false: new values start afresh
   */
  keepsEdits?: boolean | undefined;
}

export interface CoreForm<Values extends FieldValues, Output> extends UseFormReturn<
  Values,
  unknown,
  Output
> {
  /** The shown text of the first of `keys` (form paths or the server's keys) that is in error. */
  errorOf: (...keys: string[]) => string | undefined;
  /** Forgets the errors of `keys`: the user changed what they were about. */
  dismiss: (...keys: string[]) => void;
}

/**
 * react-hook-form as the widgets' forms use it, so that every form behaves alike: core's rules
 * are checked on submit, an error stays until its field is edited or the form submitted again,
 * and the server's errors arrive as the form's own (`setError`). Focus on
 * a failed submit is each form's: react-aria's fields keep their inputs to themselves.
 */
export function useCoreForm<Values extends FieldValues, Output = Values>({
  values,
  resolver,
  serverErrors,
  keepsEdits = false,
}: CoreFormOptions<Values, Output>): CoreForm<Values, Output> {
  const form = useForm<Values, unknown, Output>({
    values,
    ...(keepsEdits && { resetOptions: { keepDirtyValues: true, keepErrors: true } }),
    ...(resolver && { resolver }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { clearErrors, setError, formState } = form;
  useServerErrors(setError, serverErrors);
  const errorText = useErrorText();
  return {
    ...form,
    errorOf: (...keys) =>
      keys.map((key) => errorText(get(formState.errors, key))).find((text) => text !== undefined),
    // The server's keys go beyond the form's paths ('slug', 'options.select_options.1').
    dismiss: (...keys) => clearErrors(keys as Path<Values>[]),
  };
}
