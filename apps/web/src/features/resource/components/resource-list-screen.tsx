import type { ResourceKind } from '@portal/shared/enums/resource';
import { type FilterRowSpec, useAreaRows } from '../../../components/list/filter-panel.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { useResourceCategories } from '../api/get-resource-categories.ts';
import { useResourcePage } from '../api/get-resource-page.ts';
import {
  KIND_ROUTES,
  RESOURCE_EXTRAS,
  RESOURCE_SORT_KEYS,
  toResourceQuery,
} from '../logic/kinds.ts';
import { usePickedCity } from '../logic/picked-city.ts';
import { CityPicker } from './city-picker.tsx';
import { ResourceCard } from './resource-card.tsx';

const OPTIONS = { sorts: RESOURCE_SORT_KEYS };

/**
 * A resource list (/SourceHome/DataBaseList…, /TechSourceList, /DevelopAreaList,
 * /DevelopProjectList): field, region, the kind's category (and, for projects, the area),
 * keyword, sort and page in the URL. Bases and instruments show distances from a picked city.
 */
export function ResourceListScreen({ kind }: { kind: ResourceKind }) {
  const [state, update] = useListState(RESOURCE_EXTRAS, OPTIONS);
  const page = useResourcePage(kind, toResourceQuery(state));
  const categories = useResourceCategories(kind);
  const areas = useResourcePage(
    'developArea',
    { pageNum: 1, pageSize: 100 },
    kind === 'developProject',
  );
  const [city, setCity] = usePickedCity();
  const placed = kind === 'base' || kind === 'instrument';
  const rows: FilterRowSpec[] = [
    ...useAreaRows(state, update),
    {
      key: 'category',
      label: KIND_ROUTES[kind].categoryLabel,
      loading: categories.isPending,
      options: (categories.data ?? []).map((c) => ({ value: c, label: c })),
      value: state.texts?.category,
      onChange: (category) => update({ texts: { category } }),
    },
  ];
  if (kind === 'developProject') {
    rows.push({
      key: 'area',
      label: '研发领域',
      loading: areas.isPending,
      options: (areas.data?.records ?? []).map((a) => ({ value: String(a.id), label: a.name })),
      value: state.extras.areaId === undefined ? undefined : String(state.extras.areaId),
      onChange: (value) => update({ extras: { areaId: value ? Number(value) : undefined } }),
    });
  }
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={RESOURCE_SORT_KEYS}
      keywordPlaceholder={KIND_ROUTES[kind].keyword}
      extra={placed ? <CityPicker value={city} onChange={setCity} /> : undefined}
    >
      {(records) =>
        records.map((item) => (
          <ResourceCard key={item.id} item={item} {...(placed && city ? { cityCode: city } : {})} />
        ))
      }
    </ListPage>
  );
}
