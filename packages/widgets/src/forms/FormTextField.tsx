import { TextField, type TextFieldProps } from '@metafields/design-system';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from './useErrorText.js';

export interface FormTextFieldProps<T extends FieldValues> extends Pick<
  TextFieldProps,
  'label' | 'description' | 'type' | 'autoComplete' | 'isRequired'
> {
  /** The react-hook-form form the field belongs to (`useForm().control`). */
  control: Control<T>;
  /** The field's path in the form's values. */
  name: FieldPath<T>;
}

/**
 * A text field of a react-hook-form form: its value, its error in the user's language (core's
 * messages translated, a server's own sentence as it is), and its focus, so that `setFocus` and
 * a failed submit land in the input itself.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div
          ref={(element: HTMLDivElement | null) =>
            field.ref({ focus: () => element?.querySelector('input')?.focus() })
          }
        >
          <TextField
            {...props}
            name={name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={errorText(fieldState.error)}
          />
        </div>
      )}
    />
  );
}
