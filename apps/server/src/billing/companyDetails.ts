import { emailAddress, maxLength, validationMessages } from '@metafields/core';
import * as z from 'zod';
import { countryCodes } from './countryCodes.js';

/** The spec's default text limit (section 9: 'Default text limits min 1, max 255'). */
const textMax = 255;
const required = validationMessages['validation.required'];

const requiredLine = (max = textMax) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, maxLength(max));

/** Left out, null and blank all mean none, kept as null. */
const optionalLine = (max = textMax) =>
  z
    .string()
    .trim()
    .max(max, maxLength(max))
    .nullish()
    .transform((value) => value || null);

const countryMessage = 'Enter a two-letter country code (ISO 3166-1), such as GB or US.';

/**
 * The company billed for the store's subscription, as the sign-up form sends it. The country is
 * ISO 3166-1 alpha-2 (any case; kept upper case); the VAT number keeps only letters and digits,
 * as tax authorities compare it, so 'GB 123 456 789' and 'GB123456789' are the same number.
 */
export const companyDetailsSchema = z
  .object({
    company_name: requiredLine(),
    email: z
      .string({ error: required })
      .trim()
      .pipe(emailAddress().check(z.maxLength(textMax, maxLength(textMax)))),
    address_line1: requiredLine(),
    address_line2: optionalLine(),
    city: requiredLine(),
    postcode: requiredLine(20),
    country: requiredLine()
      .transform((code) => code.toUpperCase())
      .refine((code) => countryCodes.has(code), { error: countryMessage }),
    vat_number: optionalLine(32)
      .transform((value) => value?.replace(/[\s.-]/g, '').toUpperCase() || null)
      .refine((value) => value === null || /^[A-Z0-9]{4,20}$/.test(value), {
        error: 'Enter a VAT number of letters and digits, such as GB123456789.',
      }),
  })
  .strict();

export type CompanyDetails = z.output<typeof companyDetailsSchema>;
