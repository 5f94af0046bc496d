import { useAtomValue } from 'jotai';
import { commonMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { channelLocksAtom } from '../../atoms/channelLocks.js';
import { channelsAtom } from '../../atoms/lists.js';
import { LocallySearchedList } from '../../lists/LocallySearchedList.js';

/**
 * /stores/{hash}/channels: every channel fetched, searched by name and paged here (spec). Without
 * multistore the channels other than the default one are listed locked, 'Available on
 * enterprise plan', rather than opening a page the server refuses.
 */
export default function ChannelsPage() {
  const tCommon = useMessages(commonMessages);
  const result = useAtomValue(channelsAtom);
  const { isLocked } = useAtomValue(channelLocksAtom);
  return (
    <LocallySearchedList
      entity="channels"
      result={result}
      nameOf={(c) => c.name}
      lockReason={(c) => (isLocked(c.id) ? tCommon('common.plan.enterpriseOnly') : undefined)}
    />
  );
}
