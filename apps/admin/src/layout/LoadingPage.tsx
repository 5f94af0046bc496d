import { useMessages } from '@metafields/design-system';
import { messages } from './messages.js';
import { Main } from './AppLayout.styles.js';

export function LoadingPage() {
  const t = useMessages(messages);
  return (
    <Main aria-busy="true">
      <p role="status">{t('app.loading')}</p>
    </Main>
  );
}
