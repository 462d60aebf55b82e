import { dictOption, optionRow, useRegionRows } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useDictOptions } from '../../features/content/api/get-dict-options.ts';
import { useVoucherOrgPage } from '../../features/voucher/api/get-voucher-public.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';
import { VoucherOrgCard } from './voucher-org-card.tsx';

const EXTRAS = { orgType: 'int' } as const;
const OPTIONS = { sorts: [] };

/** 服务机构 (/Coupon/Org): the voucher's organisations by type, region and keyword, in the URL. */
export function Component() {
  const [state, update] = useListState(EXTRAS, OPTIONS);
  const types = useDictOptions('org_type');
  const orgType = typeof state.extras.orgType === 'number' ? state.extras.orgType : undefined;
  const page = useVoucherOrgPage({
    pageNum: state.pageNum,
    pageSize: 10,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.regionCode ? { regionCode: state.regionCode } : {}),
    ...(orgType ? { orgType } : {}),
  });
  const rows = [
    optionRow('orgType', '机构类型', types, dictOption, orgType, setExtra(update)('orgType')),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={[]}
      keywordPlaceholder="搜索机构名称、服务内容"
    >
      {(records) => records.map((item) => <VoucherOrgCard key={item.id} item={item} />)}
    </ListPage>
  );
}
