import { uuid } from '../prng.js';
import type { SeedContext } from '../seedContext.js';
import { categoryLayout } from './categoryLayout.js';
import { categoryTrees } from './categoryTrees.js';

const sorts = ['use_store_settings', 'use_store_settings', 'best_selling', 'newest', 'alpha_asc'];

/** One tree per channel and their categories (`categoryLayout`), three levels deep. */
export function seedCategories(context: SeedContext): void {
  const { db, storeHash, counts } = context;
  const random = context.random('categories');
  const insertTree = db.prepare(
    'INSERT INTO category_trees (store_hash, id, name, channels) VALUES (?, ?, ?, ?)',
  );
  for (const tree of categoryTrees) {
    insertTree.run(storeHash, tree.id, tree.name, JSON.stringify(tree.channels));
  }

  const insert = db.prepare(`
    INSERT INTO categories (store_hash, id, category_uuid, tree_id, parent_id, name, description,
      views, sort_order, page_title, meta_keywords, meta_description, is_visible,
      search_keywords, default_product_sort, url_path)
    VALUES (@store_hash, @id, @category_uuid, @tree_id, @parent_id, @name, @description,
      @views, @sort_order, @page_title, @meta_keywords, @meta_description, @is_visible,
      @search_keywords, @default_product_sort, @url_path)
  `);
  for (const category of categoryLayout(counts.categories)) {
    const { spec } = category;
    const described = spec.description !== undefined;
    const keywords = random.chance(0.4) ? [category.name.toLowerCase()] : [];
    insert.run({
      store_hash: storeHash,
      id: category.id,
      category_uuid: uuid(random),
      tree_id: category.treeId,
      parent_id: category.parentId,
      name: category.name,
      description: described ? `<p>${spec.description}</p>` : '',
      // Shoppers mostly land on the top of the tree.
      views: Math.floor(random.next() * (category.depth === 1 ? 20_000 : 4_000)),
      sort_order: category.sortOrder,
      page_title: described ? category.name : '',
      meta_keywords: JSON.stringify(keywords),
      meta_description: described ? (spec.description ?? '') : '',
      is_visible: category.isVisible ? 1 : 0,
      search_keywords: keywords.join(', '),
      default_product_sort: random.pick(sorts),
      url_path: category.url,
    });
  }
}
