import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { logoutSignal, metafieldMessages, reassignOwnerNotice } from '@metafields/core';
import { Banner, useMessages } from '@metafields/design-system';
import { defaultMetafieldTableView, MetafieldTable } from '@metafields/widgets';
import { reassignOwnerAtom, recordMetafieldsAtom, writeMetafieldAtom } from '../../atoms/record.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { useListState } from '../../lists/useListState.js';
import { metafieldListState } from '../MetafieldFormPage/metafieldListReturn.js';
import { useNotify } from '../../notices/useNotify.js';
import { docsLinks } from '../../docsLinks.js';
import { messages } from './messages.js';

/** The table's search, page and page size in the URL, beside `?tab=`. */
const listDefaults = {
  search: defaultMetafieldTableView.search,
  page: defaultMetafieldTableView.page,
  limit: defaultMetafieldTableView.pageSize,
};

/**
 * The Custom metafields tab: the record's metafields in `MetafieldTable`, with create and edit
 * pages, delete (one or many, item by item) and change owner. Every change refreshes the list.
 * The search and page are in the URL, and the form is told this URL, so that saving or leaving
 * it comes back to the tab and the list as they were.
 */
export function CustomMetafieldsTab() {
  const t = useMessages(messages);
  const tMetafield = useMessages(metafieldMessages);
  const { metafieldsPath } = useRecordRoute();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, update] = useListState(`${metafieldsPath}/custom`, listDefaults);
  const formState = metafieldListState(location);
  const notify = useNotify();
  const { data, isPending, isError } = useAtomValue(recordMetafieldsAtom);
  const { mutateAsync: write } = useAtomValue(writeMetafieldAtom);
  const { mutateAsync: reassign } = useAtomValue(reassignOwnerAtom);

  if (isError) return <Banner variant="critical">{t('recordPage.metafieldsFailed')}</Banner>;
  return (
    <MetafieldTable
      aria-label={tMetafield('metafieldPage.tab.custom')}
      headingLevel={2}
      metafields={data ?? []}
      isLoading={isPending}
      view={{ search: view.search, page: view.page, pageSize: view.limit }}
      onViewChange={({ pageSize, ...change }) =>
        update({ ...change, ...(pageSize !== undefined && { limit: pageSize }) })
      }
      onCreate={() => void navigate(`${metafieldsPath}/create`, { state: formState })}
      onEdit={(metafield) =>
        void navigate(`${metafieldsPath}/${metafield.id}`, { state: formState })
      }
      onDelete={(metafield) => write({ method: 'DELETE', id: metafield.id })}
      onChangeOwner={async (body) => {
        // The table shows a failure in its dialog; the success is the page's to tell.
        await reassign(body);
        notify(reassignOwnerNotice({ status: 200 }));
      }}
      changeOwnerLearnMoreHref={docsLinks.metafieldOwnership}
      onUnauthenticated={() => notify(logoutSignal)}
    />
  );
}
