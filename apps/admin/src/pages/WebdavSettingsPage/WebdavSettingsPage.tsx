import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '@metafields/api-client';
import {
  accountMessages,
  actionOutcomeOf,
  commonMessages,
  webdavSaveNotice,
  webdavSettingsInputSchema,
  type WebdavSettingsInput,
} from '@metafields/core';
import {
  Banner,
  Button,
  Form,
  InlineAlert,
  PageHeader,
  Panel,
  Skeleton,
  Stack,
  TextField,
  useMessages,
} from '@metafields/design-system';
import { coreOutputResolver, useErrorText } from '@metafields/widgets';
import { saveWebdavSettingsAtom, webdavSettingsAtom } from '../../atoms/settings.js';
import { storeNavPath } from '../../layout/storeNav.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { useNotify } from '../../notices/useNotify.js';
import { messages } from './messages.js';

/**
 * The store's WebDAV login (companion spec, section 2): username (an email address) and
 * password. Their errors, the form's or the server's, are said together in one message.
 */
export default function WebdavSettingsPage() {
  const tAccount = useMessages(accountMessages);
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const settings = useAtomValue(webdavSettingsAtom);
  return (
    <Stack gap="400">
      <PageHeader
        title={tAccount('settingsPage.webdav.title')}
        description={t('webdavSettingsPage.description')}
        backLink={{
          label: tAccount('settingsPage.title'),
          href: storeNavPath(storeHash, 'settings'),
        }}
      />
      {settings.isError ? (
        <Banner variant="critical">{tAccount('webdavSettings.loadFailed')}</Banner>
      ) : settings.isPending ? (
        <Skeleton lines={4} showLoadingText />
      ) : (
        <WebdavForm username={settings.data.webdav_username ?? ''} />
      )}
    </Stack>
  );
}

type Field = keyof WebdavSettingsInput;

function WebdavForm({ username }: { username: string }) {
  const tAccount = useMessages(accountMessages);
  const tCommon = useMessages(commonMessages);
  const t = useMessages(messages);
  const errorText = useErrorText();
  const notify = useNotify();
  const errorId = useId();
  const { mutateAsync: save } = useAtomValue(saveWebdavSettingsAtom);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const { control, handleSubmit, formState } = useForm<WebdavSettingsInput>({
    resolver: coreOutputResolver(webdavSettingsInputSchema),
    defaultValues: { webdav_username: username, webdav_password: '' },
  });

  const labels: Record<Field, string> = {
    webdav_username: tAccount('webdavSettings.username'),
    webdav_password: t('webdavSettingsPage.password'),
  };
  const errorOf = (field: Field) => errorText(formState.errors[field]) ?? serverErrors[field];
  const wrong = (['webdav_username', 'webdav_password'] as const).filter(
    (field) => errorOf(field) !== undefined,
  );
  // One message for both fields (spec section 2), e.g. "Username: … Password: …".
  const together = wrong
    .map((field) =>
      t('webdavSettingsPage.fieldError', { field: labels[field], message: errorOf(field) ?? '' }),
    )
    .join(' ');

  const submit = async (input: WebdavSettingsInput) => {
    setServerErrors({});
    try {
      await save(input);
      notify(webdavSaveNotice({ status: 200 }));
    } catch (error) {
      notify(webdavSaveNotice(actionOutcomeOf(error)));
      if (error instanceof ApiError) {
        const fieldErrors = error.fieldErrors;
        setServerErrors({
          ...(fieldErrors.webdav_username && {
            webdav_username: fieldErrors.webdav_username.join(' '),
          }),
          ...(fieldErrors.webdav_password && {
            webdav_password: fieldErrors.webdav_password.join(' '),
          }),
        });
      }
    }
  };

  return (
    <Panel>
      <Form onSubmit={(event) => void handleSubmit(submit)(event)} validationBehavior="aria">
        <Stack gap="400">
          {together !== '' && (
            <div id={errorId}>
              <InlineAlert variant="critical">{together}</InlineAlert>
            </div>
          )}
          {(['webdav_username', 'webdav_password'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TextField
                  label={labels[name]}
                  type={name === 'webdav_username' ? 'email' : 'password'}
                  autoComplete={name === 'webdav_username' ? 'username' : 'current-password'}
                  isRequired
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={errorOf(name) !== undefined}
                  aria-describedby={errorOf(name) !== undefined ? errorId : undefined}
                  description={
                    name === 'webdav_password' && username !== ''
                      ? t('webdavSettingsPage.passwordKept')
                      : undefined
                  }
                />
              )}
            />
          ))}
          <div>
            <Button type="submit" variant="primary" isPending={formState.isSubmitting}>
              {tCommon('common.action.save')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Panel>
  );
}
