import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { loginInputSchema } from '@metafields/core';
import { Banner, Button, Form, Heading, Text, useMessages } from '@metafields/design-system';
import { coreOutputResolver, FormTextField } from '@metafields/widgets';
import { apiClientAtom } from '../../atoms/api.js';
import { messages } from './messages.js';

const requestSchema = z.object({ email: loginInputSchema.shape.email });
type ResetRequest = z.infer<typeof requestSchema>;

/**
 * The login page's 'Forgot password?': asks for the reset email. The confirmation is the same
 * whether or not an account has that email, as the server's answer is.
 */
export function ResetRequestForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(messages);
  const api = useAtomValue(apiClientAtom);
  const { control, handleSubmit, setError, setFocus, formState } = useForm<ResetRequest>({
    resolver: coreOutputResolver(requestSchema),
    defaultValues: { email: '' },
  });
  // Swapped in for the login form: the focus goes where the person types next.
  useEffect(() => setFocus('email'), [setFocus]);
  const submit = handleSubmit(async ({ email }) => {
    try {
      await api.users.password.request(email);
    } catch {
      setError('root', { message: t('resetRequest.failed') });
    }
  });

  if (formState.isSubmitSuccessful && !formState.errors.root) {
    return (
      <>
        <Heading level={2}>{t('resetRequest.title')}</Heading>
        <Banner variant="success">{t('resetRequest.sent')}</Banner>
        <Button variant="secondary" onPress={onDone}>
          {t('resetRequest.back')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Heading level={2}>{t('resetRequest.title')}</Heading>
      <Text>{t('resetRequest.help')}</Text>
      {formState.errors.root?.message && (
        <Banner variant="critical">{formState.errors.root.message}</Banner>
      )}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <FormTextField
          control={control}
          name="email"
          label={t('loginPage.email')}
          type="email"
          autoComplete="username"
          isRequired
        />
        <Button type="submit" variant="primary" isPending={formState.isSubmitting}>
          {t('resetRequest.submit')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('resetRequest.back')}
        </Button>
      </Form>
    </>
  );
}
