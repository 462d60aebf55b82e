import type { ServiceCategoryNode } from '@portal/shared/api/index';
import type { RouteName } from '../../../app/routes.ts';
import { type FilterRowSpec, useRegionRows } from '../../../components/list/filter-panel.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListPatch, ListState } from '../../../lib/list-filters.ts';
import { useServiceCatTree } from '../api/get-service-cats.ts';
import { useServicePage } from '../api/get-service-page.ts';
import { parentCategoryOf, SERVICE_SORT_KEYS, toServiceQuery } from '../logic/service-query.ts';
import { ServiceCard } from './service-card.tsx';

const option = (c: { id: number; catName: string; productCount: number }) => ({
  value: String(c.id),
  label: `${c.catName}（${c.productCount}）`,
});

/**
 * 服务类别 then 细分类别 (two levels, spec §7 server/cat/all). With one first level only (a
 * list of one type) its children are the one row.
 */
function categoryRows(
  tree: readonly ServiceCategoryNode[],
  loading: boolean,
  catId: number | undefined,
  onChange: (id: number | undefined) => void,
): FilterRowSpec[] {
  const toId = (value: string | undefined) => (value ? Number(value) : undefined);
  const change = (value: string | undefined) => onChange(toId(value));
  if (loading) {
    // The chosen category is known before the tree is: 不限 is not shown as chosen meanwhile
    // (and still clears the choice).
    const value = catId === undefined ? undefined : String(catId);
    return [{ key: 'cat', label: '服务类别', loading, options: [], value, onChange: change }];
  }
  if (tree.length === 1) {
    const only = tree[0]!;
    return [
      {
        key: 'cat',
        label: '服务分类',
        loading,
        options: only.children.map(option),
        value: catId && catId !== only.id ? String(catId) : undefined,
        onChange: change,
      },
    ];
  }
  const parent = parentCategoryOf(tree, catId);
  const rows: FilterRowSpec[] = [
    {
      key: 'cat',
      label: '服务类别',
      loading,
      options: tree.map(option),
      value: parent ? String(parent.id) : undefined,
      onChange: change,
    },
  ];
  if (parent?.children.length) {
    rows.push({
      key: 'subcat',
      label: '细分类别',
      sub: true,
      options: parent.children.map(option),
      value: catId !== parent.id ? String(catId) : undefined,
      onChange: (value) => onChange(value ? Number(value) : parent.id),
    });
  }
  return rows;
}

/**
 * A service product list on the list kit: category (two levels), region, keyword, sort and
 * page in the URL. `type` narrows it to one service type (/ServerList) and is carried with
 * the category to the detail when `carry` is set.
 */
export function ServiceList({
  state,
  update,
  detail,
  type,
  carry = false,
}: {
  state: ListState;
  update: (patch: ListPatch) => void;
  detail: RouteName;
  type?: number;
  carry?: boolean;
}) {
  const page = useServicePage(toServiceQuery(state, type));
  const tree = useServiceCatTree(type);
  const catId = typeof state.extras.catId === 'number' ? state.extras.catId : undefined;
  const rows = [
    ...categoryRows(tree.data ?? [], tree.isPending, catId, (id) =>
      update({ extras: { catId: id } }),
    ),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={SERVICE_SORT_KEYS}
      keywordPlaceholder="搜索服务名称、服务机构"
    >
      {(records) =>
        records.map((item) => (
          <ServiceCard
            key={item.id}
            item={item}
            detail={detail}
            carry={carry ? { type, catId } : undefined}
          />
        ))
      }
    </ListPage>
  );
}
