import type { MarketSortValue } from '@portal/shared/api/market';
import { PROVIDER_AUTH_TYPES } from '@portal/shared/enums/provider-type';
import { useCurrentRoute } from '../../app/use-current-route.ts';
import { tableRow, useAreaRows } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useFieldOptions } from '../../features/content/api/get-field-options.ts';
import { useProviderPage } from '../../features/provider/api/get-provider-page.ts';
import { ProviderCard } from '../../features/provider/components/provider-card.tsx';
import {
  authTypeOfRoute,
  PROVIDER_EXTRAS,
  PROVIDER_PAGE_SIZE,
  toProviderQuery,
} from '../../features/provider/logic/sections.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';

const SORTS: readonly MarketSortValue[] = ['latest', 'views'];
const SORT_LABELS = { latest: '综合排序', views: '浏览最多' } as const;
const OPTIONS = { sorts: SORTS };

/** /MedicalList: every section's units of the medicine and health field. */
const MEDICAL_FIELD = '生物医药';

/**
 * One list for every service-hall section (VipUnit, CorrespondentList, Colleges, Scientific,
 * Manager, HatchingVector, Agency) and the unit libraries (/CompanyList: member enterprises,
 * /MedicalList: the medicine field): field, region, keyword and sort, kept in the URL.
 */
export function Component() {
  const route = useCurrentRoute();
  const name = route?.name;
  const fixedType = name === 'CompanyList' ? 7 : authTypeOfRoute(name, route?.meta.props ?? {});
  const fields = useFieldOptions();
  const medical =
    name === 'MedicalList' ? fields.data?.find((f) => f.name === MEDICAL_FIELD) : undefined;
  const [state, update] = useListState(PROVIDER_EXTRAS, OPTIONS);
  const query = toProviderQuery(state, {
    ...(fixedType ? { authType: fixedType } : {}),
    ...(medical ? { fieldId: medical.id } : {}),
  });
  const page = useProviderPage(query);
  const rows = [
    ...(fixedType
      ? []
      : [
          tableRow(
            'authType',
            '机构类型',
            PROVIDER_AUTH_TYPES,
            state.extras.authType,
            setExtra(update)('authType'),
          ),
        ]),
    ...useAreaRows(state, update),
  ];
  const title = route?.meta.title ?? '服务机构';
  return (
    <>
      <h1 className="pt-page-title" style={{ margin: '16px 0' }}>
        {title}
      </h1>
      <ListPage
        state={state}
        update={update}
        rows={rows}
        page={page}
        sorts={SORTS}
        sortLabels={SORT_LABELS}
        pageSize={PROVIDER_PAGE_SIZE}
        keywordPlaceholder={`搜索${title}名称`}
      >
        {(records) =>
          records.map((item) => (
            <ProviderCard
              key={item.id}
              item={item}
              {...(name === 'MedicalList' ? { detail: 'MedicalDetail' as const } : {})}
            />
          ))
        }
      </ListPage>
    </>
  );
}
