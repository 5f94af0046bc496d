import { slug } from './slug.js';
import { categoryTrees, type CategorySpec } from './categoryTrees.js';

/** A category of `categoryTrees`, placed: its id, parent, depth and URL. */
export interface PlacedCategory {
  id: number;
  treeId: number;
  /** 0 for a top-level category, as the platform writes it. */
  parentId: number;
  /** Ids of its ancestors, the top-level one first. */
  path: readonly number[];
  /** 1 for a top-level category. */
  depth: number;
  sortOrder: number;
  name: string;
  url: string;
  isVisible: boolean;
  spec: CategorySpec;
}

/** Ids not fixed by the product generator are given out from here on, in tree order. */
const FIRST_FREE_ID = 31;

function fixedIds(specs: readonly CategorySpec[], into: Set<number>): Set<number> {
  for (const spec of specs) {
    if (spec.id !== undefined) into.add(spec.id);
    fixedIds(spec.children ?? [], into);
  }
  return into;
}

/**
 * Old seasonal collections, hidden, added to the default tree only when a store is asked for
 * more categories than the hand-written trees hold.
 */
function archive(missing: number): CategorySpec | undefined {
  if (missing <= 0) return undefined;
  const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];
  const years: CategorySpec[] = [];
  let added = 1;
  for (let year = 2025; added < missing; year -= 1) {
    years.push({
      name: String(year),
      hidden: true,
      children: seasons.map((season) => ({ name: `${season} ${year}`, hidden: true })),
    });
    added += 1 + seasons.length;
  }
  return { name: 'Archive', hidden: true, children: years };
}

function count(specs: readonly CategorySpec[]): number {
  return specs.reduce((sum, spec) => sum + 1 + count(spec.children ?? []), 0);
}

/** Every category of every tree, parents before children, with at least `minimum` in all. */
function place(minimum: number): PlacedCategory[] {
  const written = categoryTrees.reduce((sum, tree) => sum + count(tree.categories), 0);
  const extra = archive(minimum - written);
  const trees = categoryTrees.map((tree) =>
    tree.id === 1 && extra ? { ...tree, categories: [...tree.categories, extra] } : tree,
  );
  const reserved = fixedIds(
    trees.flatMap((tree) => tree.categories),
    new Set(),
  );
  let next = FIRST_FREE_ID;
  const nextId = (): number => {
    while (reserved.has(next)) next += 1;
    return next++;
  };

  const placed: PlacedCategory[] = [];
  const visit = (
    treeId: number,
    specs: readonly CategorySpec[],
    parent: PlacedCategory | undefined,
  ): void => {
    specs.forEach((spec, index) => {
      const category: PlacedCategory = {
        id: spec.id ?? nextId(),
        treeId,
        parentId: parent?.id ?? 0,
        path: parent ? [...parent.path, parent.id] : [],
        depth: (parent?.depth ?? 0) + 1,
        sortOrder: index,
        name: spec.name,
        url: `${parent?.url ?? '/'}${slug(spec.name)}/`,
        isVisible: !spec.hidden && (parent?.isVisible ?? true),
        spec,
      };
      placed.push(category);
      visit(treeId, spec.children ?? [], category);
    });
  };
  for (const tree of trees) visit(tree.id, tree.categories, undefined);
  return placed;
}

const layouts = new Map<number, PlacedCategory[]>();

/** The categories of a store asked for `minimum` of them; the same list for the same number. */
export function categoryLayout(minimum = 0): readonly PlacedCategory[] {
  let layout = layouts.get(minimum);
  if (!layout) {
    layout = place(minimum);
    layouts.set(minimum, layout);
  }
  return layout;
}

/** Where the product generator lists products: the default tree, the same in every store. */
const defaultTree = categoryLayout().filter((category) => category.treeId === 1);

const itemCategories = new Map(
  defaultTree.flatMap((category) => (category.spec.items ?? []).map((noun) => [noun, category.id])),
);

/** The default tree's category of an item's products (`Tees` for a tee). */
export function categoryOfItem(noun: string): number {
  const id = itemCategories.get(noun);
  if (id === undefined) throw new Error(`no category lists ${noun}`);
  return id;
}

/** The gift guide's price band category for a price. */
export function giftBandOf(price: number): number {
  const band = defaultTree.find(({ spec }) => {
    const range = spec.priceBand;
    return range !== undefined && price >= range[0] && price < range[1];
  });
  if (!band) throw new Error(`no gift band for ${price}`);
  return band.id;
}

export const SALE_CATEGORY_ID: number = (() => {
  const sale = defaultTree.find(({ spec }) => spec.sale);
  if (!sale) throw new Error('the default tree has no sale category');
  return sale.id;
})();
