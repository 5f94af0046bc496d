import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  accountMessages,
  actionOutcomeOf,
  apiTokenCreateInputSchema,
  apiTokenCreateNotice,
  commonMessages,
} from '@metafields/core';
import {
  Banner,
  Button,
  CodeBlock,
  Dialog,
  Form,
  Inline,
  Modal,
  Stack,
  TextField,
  useMessages,
} from '@metafields/design-system';
import { coreOutputResolver, useErrorText } from '@metafields/widgets';
import { createApiTokenAtom } from '../../atoms/settings.js';
import { useNotify } from '../../notices/useNotify.js';
import { messages } from './messages.js';

// The modal asks for the name only; the token's scopes keep core's default.
const nameSchema = z.object({ name: apiTokenCreateInputSchema.shape.name });
type NameInput = z.infer<typeof nameSchema>;

export interface CreateTokenModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'Create API token': a name, then the plain token shown once with 'You can only see this key
 * once. Store it safely.', after which only Close remains (spec sections 2 and 4).
 */
export function CreateTokenModal({ isOpen, onOpenChange }: CreateTokenModalProps) {
  const tAccount = useMessages(accountMessages);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={tAccount('apiTokensPage.create')}>
        {/* Inside the dialog, so each opening starts empty and forgets the last token. */}
        <CreateTokenForm onClose={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}

function CreateTokenForm({ onClose }: { onClose: () => void }) {
  const tAccount = useMessages(accountMessages);
  const tCommon = useMessages(commonMessages);
  const t = useMessages(messages);
  const errorText = useErrorText();
  const notify = useNotify();
  const { mutateAsync: create } = useAtomValue(createApiTokenAtom);
  const [token, setToken] = useState<string | null>(null);
  const closeRef = useRef<HTMLDivElement>(null);
  // The form's button is gone once the token shows: focus goes to Close (the last button).
  useEffect(() => {
    if (token !== null) [...(closeRef.current?.querySelectorAll('button') ?? [])].at(-1)?.focus();
  }, [token]);
  const { control, handleSubmit, formState } = useForm<NameInput>({
    resolver: coreOutputResolver(nameSchema),
    defaultValues: { name: '' },
  });

  const submit = async ({ name }: NameInput) => {
    try {
      const created = await create(name);
      setToken(created.token);
      notify(apiTokenCreateNotice({ status: 201 }, name));
    } catch (error) {
      notify(apiTokenCreateNotice(actionOutcomeOf(error), name));
    }
  };

  if (token !== null) {
    return (
      <div ref={closeRef}>
        <Stack gap="400">
          <Banner variant="warning">{tAccount('apiTokenCreateModal.showOnce')}</Banner>
          <CodeBlock code={token} aria-label={t('apiTokenCreateModal.tokenLabel')} />
          <Inline justify="end">
            <Button variant="primary" onPress={onClose}>
              {tCommon('common.action.close')}
            </Button>
          </Inline>
        </Stack>
      </div>
    );
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} validationBehavior="aria">
      <Stack gap="400">
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              label={t('apiTokenCreateModal.name')}
              isRequired
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.error !== undefined}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
        <Inline gap="200" justify="end">
          <Button variant="secondary" onPress={onClose}>
            {tCommon('common.action.cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={formState.isSubmitting}>
            {t('apiTokenCreateModal.submit')}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
