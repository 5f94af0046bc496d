import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

export type FormProps = RACFormProps;

const StyledForm = styled(RACForm)`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${token('space.400')};
`;

/**
 * A form (react-aria's `Form`): fields stacked with even spacing; native validation shows
 * each field's error inline, and `validationErrors` carries the server's errors by field name.
 */
export function Form(props: FormProps) {
  return <StyledForm {...props} />;
}
