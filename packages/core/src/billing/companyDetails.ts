import * as z from 'zod/mini';
import { emailAddress, maxLength } from '../entities/inputFields.js';
import { validationMessages } from '../entities/messages.js';

const required = validationMessages['validation.required'];
/** The spec's default text limit (section 9: 'Default text limits min 1, max 255'). */
const textMax = 255;

const requiredLine = (max = textMax) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, maxLength(max)));
const optionalLine = (max = textMax) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, maxLength(max)))));

/**
 * The sign-up form's company details, as the server checks them (PUT company-details): the
 * same required lines and limits. The country code and VAT number are left to the server, whose
 * list of countries and messages are its own; its field errors show beside the fields.
 */
export const companyDetailsInputSchema = z.object({
  company_name: requiredLine(),
  email: z.pipe(
    z.string({ error: required }).check(z.trim()),
    emailAddress().check(z.maxLength(textMax, maxLength(textMax))),
  ),
  address_line1: requiredLine(),
  address_line2: optionalLine(),
  city: requiredLine(),
  postcode: requiredLine(20),
  country: requiredLine(),
  vat_number: optionalLine(32),
});
export type CompanyDetailsInput = z.infer<typeof companyDetailsInputSchema>;
