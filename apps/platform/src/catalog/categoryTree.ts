/** A category as `GET /catalog/trees/{tree_id}/categories` nests it (`CategoryNode`). */
export interface CategoryNode {
  id: number;
  parent_id: number;
  depth: number;
  path: number[];
  name: string;
  is_visible: boolean;
  url: string;
  children: CategoryNode[];
}

export interface TreeRow {
  id: number;
  parent_id: number;
  name: string;
  is_visible: number;
  url_path: string;
}

/**
 * Nests a tree's categories (given in display order) under their parents, top-level ones
 * (`parent_id` 0) at depth 1, each with the ids of its ancestors as its `path`; nodes deeper
 * than `maxDepth` are left out.
 */
export function nestCategories(rows: readonly TreeRow[], maxDepth = Infinity): CategoryNode[] {
  const byParent = new Map<number, TreeRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: number, path: number[]): CategoryNode[] => {
    if (path.length >= maxDepth) return [];
    return (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      parent_id: row.parent_id,
      depth: path.length + 1,
      path,
      name: row.name,
      is_visible: row.is_visible === 1,
      url: row.url_path,
      children: build(row.id, [...path, row.id]),
    }));
  };
  return build(0, []);
}
