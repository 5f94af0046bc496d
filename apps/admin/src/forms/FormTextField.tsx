import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@metafields/design-system';
import { useIssueText } from './useIssueText.js';

export interface FormTextFieldProps<T extends FieldValues> extends Pick<
  TextFieldProps,
  'label' | 'type' | 'autoComplete' | 'isRequired'
> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * A react-hook-form text field: its value, its error in the user's language, and its focus,
 * so that `setFocus` and a failed submit land in the input itself.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  const issueText = useIssueText();
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
            errorMessage={issueText(fieldState.error?.message)}
          />
        </div>
      )}
    />
  );
}
