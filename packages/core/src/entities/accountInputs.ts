import * as z from 'zod/mini';
import { emailAddress, requiredText } from './inputFields.js';
import { validationMessages } from './messages.js';

export const loginInputSchema = z.object({
  email: emailAddress(),
  password: requiredText(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The password reset form: all four fields are required, and the confirmation must match. */
export const passwordResetInputSchema = z
  .object({
    email: emailAddress(),
    token: requiredText(),
    password: requiredText(),
    password_confirmation: requiredText(),
  })
  .check(
    z.refine((input) => input.password === input.password_confirmation, {
      error: validationMessages['validation.passwordConfirmation.mismatch'],
      path: ['password_confirmation'],
    }),
  );
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;
