import { useAtomValue } from 'jotai';
import { channelsAtom } from '../../atoms/lists.js';
import { LocallySearchedList } from '../../lists/LocallySearchedList.js';

/** /stores/{hash}/channels: every channel fetched, searched by name and paged here (spec). */
export default function ChannelsPage() {
  const result = useAtomValue(channelsAtom);
  return <LocallySearchedList entity="channels" result={result} nameOf={(c) => c.name} />;
}
