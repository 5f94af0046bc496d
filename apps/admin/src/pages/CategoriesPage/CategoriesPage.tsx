import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { CategorySearch } from './CategorySearch.js';
import { CategoryTree } from './CategoryTree.js';

/** The categories list: a keyword search above the channels' category tree. */
export default function CategoriesPage() {
  return (
    <ResourceListLayout entity="categories">
      <CategorySearch />
      <CategoryTree />
    </ResourceListLayout>
  );
}
