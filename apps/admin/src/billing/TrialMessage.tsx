import { accountMessages } from '@metafields/core';
import { Banner, useLocale, useMessages } from '@metafields/design-system';
import { messages as layoutMessages } from '../layout/messages.js';

/** 'Your trial gives you free access to the Enterprise plan until {date}.', the date local. */
export function TrialMessage({ endsAt }: { endsAt: Date | null }) {
  const tAccount = useMessages(accountMessages);
  const tLayout = useMessages(layoutMessages);
  const { locale } = useLocale();
  return (
    <Banner>
      {endsAt
        ? tAccount('billingPage.trial', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(endsAt),
          })
        : tLayout('planNotice.trialOpen')}
    </Banner>
  );
}
