/** Rows that form a tree through `parentId` (null at the top), already in display order. */
interface TreeRow {
  id: number;
  parentId: number | null;
}

/**
 * Builds a tree from one ordered query's rows (no query per level). Children keep the order of
 * `rows`; a row whose parent is missing is dropped rather than promoted to the top.
 */
export function buildTree<R extends TreeRow, N extends { children?: N[] }>(
  rows: readonly R[],
  toNode: (row: R) => N,
  emptyChildren: () => N['children'],
): N[] {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(row.id, { ...toNode(row), children: emptyChildren() });
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parentId === null) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(row.parentId);
    if (!parent) continue;
    parent.children ??= [];
    parent.children.push(node);
  }
  return roots;
}
