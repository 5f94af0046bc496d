import { useAtomValue } from 'jotai';
import { locationsAtom } from '../../atoms/lists.js';
import { LocallySearchedList } from '../../lists/LocallySearchedList.js';

/**
 * /stores/{hash}/locations: a location's label is its name. The platform cannot search locations
 * by label, so every location is fetched and searched and paged here.
 */
export default function LocationsPage() {
  const result = useAtomValue(locationsAtom);
  return <LocallySearchedList entity="locations" result={result} nameOf={(l) => l.label} />;
}
