import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  companyDetailsInputSchema,
  validationMessages,
  type CompanyDetailsInput,
} from '@metafields/core';
import { ApiError, type CompanyDetails } from '@metafields/api-client';
import { Button, Form, Grid, TextField, useMessages } from '@metafields/design-system';
import { coreOutputResolver } from '@metafields/widgets';
import { messages } from '../pages/SignUpPage/messages.js';
import { fieldErrorText } from './fieldErrorText.js';

type FieldName = keyof CompanyDetailsInput;

const empty: CompanyDetailsInput = {
  company_name: '',
  email: '',
  address_line1: '',
  address_line2: '',
  city: '',
  postcode: '',
  country: '',
  vat_number: '',
};

const fields: ReadonlyArray<{
  name: FieldName;
  label: keyof typeof messages;
  autoComplete: string;
  required: boolean;
  type?: 'email';
}> = [
  {
    name: 'company_name',
    label: 'signUp.companyName',
    autoComplete: 'organization',
    required: true,
  },
  { name: 'email', label: 'signUp.email', autoComplete: 'email', required: true, type: 'email' },
  {
    name: 'address_line1',
    label: 'signUp.addressLine1',
    autoComplete: 'address-line1',
    required: true,
  },
  {
    name: 'address_line2',
    label: 'signUp.addressLine2',
    autoComplete: 'address-line2',
    required: false,
  },
  { name: 'city', label: 'signUp.city', autoComplete: 'address-level2', required: true },
  { name: 'postcode', label: 'signUp.postcode', autoComplete: 'postal-code', required: true },
  { name: 'country', label: 'signUp.country', autoComplete: 'country', required: true },
  { name: 'vat_number', label: 'signUp.vatNumber', autoComplete: 'off', required: false },
];

const isField = (name: string): name is FieldName => Object.hasOwn(empty, name);

export interface CompanyDetailsFormProps {
  /** The details saved before, to edit. */
  saved: CompanyDetails | null | undefined;
  /** Saves the details and subscribes; a 422 ApiError's field errors show by the fields. */
  onSubmit: (details: CompanyDetailsInput) => Promise<void>;
  isDisabled?: boolean;
}

/** The sign-up form: checked by core's schema first, then by the server, field by field. */
export function CompanyDetailsForm({ saved, onSubmit, isDisabled }: CompanyDetailsFormProps) {
  const t = useMessages(messages);
  const tValidation = useMessages(validationMessages);
  const form = useForm<CompanyDetailsInput>({
    resolver: coreOutputResolver(companyDetailsInputSchema),
    defaultValues: empty,
  });
  const { control, handleSubmit, setError, reset, formState } = form;

  useEffect(() => {
    if (saved) {
      reset({
        ...saved,
        address_line2: saved.address_line2 ?? '',
        vat_number: saved.vat_number ?? '',
      });
    }
  }, [saved, reset]);

  // The design system's fields hold their input inside: focus goes to the first one in error.
  const focusFirst = (names: readonly string[]) => {
    const first = fields.find((field) => names.includes(field.name));
    if (first) document.querySelector<HTMLInputElement>(`input[name="${first.name}"]`)?.focus();
  };

  const submit = handleSubmit(
    async (details) => {
      try {
        await onSubmit(details);
      } catch (error) {
        const byField = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
        const shown = byField.filter(([name]) => isField(name));
        if (shown.length === 0) throw error;
        // Only the first message of a field is shown (spec section 5).
        for (const [name, [message]] of shown) {
          setError(name as Path<CompanyDetailsInput>, { message });
        }
        focusFirst(shown.map(([name]) => name));
      }
    },
    (errors) => focusFirst(Object.keys(errors)),
  );

  return (
    <Form
      aria-label={t('signUp.formLabel')}
      onSubmit={(event) => void submit(event)}
      validationBehavior="aria"
    >
      <Grid minItemWidth="16rem" gap="400">
        {fields.map((field) => (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: { value, onChange, onBlur, name }, fieldState }) => (
              <TextField
                name={name}
                label={t(field.label)}
                type={field.type}
                autoComplete={field.autoComplete}
                isRequired={field.required}
                description={field.name === 'country' ? t('signUp.countryHint') : undefined}
                value={value ?? ''}
                onChange={onChange}
                onBlur={onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldErrorText(tValidation, fieldState.error?.message)}
              />
            )}
          />
        ))}
      </Grid>
      <div>
        <Button
          type="submit"
          variant="primary"
          isPending={formState.isSubmitting}
          isDisabled={isDisabled}
        >
          {t('signUp.submit')}
        </Button>
      </div>
    </Form>
  );
}
