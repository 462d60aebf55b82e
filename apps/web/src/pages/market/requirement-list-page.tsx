import { EditOutlined } from '@ant-design/icons';
import type { NeedQuery } from '@portal/shared/api/market';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { useNeedPage } from '../../features/market/api/get-need-page.ts';
import { NeedRow } from '../../features/market/components/cards.tsx';
import {
  dateRow,
  FilterPanel,
  type FilterRowSpec,
  priceRow,
  useFieldRows,
  useRegionRows,
} from '../../features/market/components/filter-panel.tsx';
import { ListFrame } from '../../features/market/components/list-frame.tsx';
import { SORT_KEYS, toApiQuery } from '../../features/market/logic/list-filters.ts';
import { shanghaiToday, useListState } from '../../features/market/logic/use-list-state.ts';
import { useNeedTags } from '../../features/need/api/get-need-tags.ts';

const EXTRAS = { needType: 'int', giveType: 'int', open: 'bool' } as const;

const OPEN_OPTIONS = [
  { value: 'true', label: '征集中' },
  { value: 'false', label: '已截止' },
] as const;

/** 技术需求 list (/Project/Requirement) and the standalone 需求库 (/NeedList). */
export function NeedList({ detail }: { detail: RouteName }) {
  const [state, update] = useListState(EXTRAS);
  const page = useNeedPage(toApiQuery<NeedQuery>(state, shanghaiToday()));
  const needTypes = useNeedTags(1);
  const giveTypes = useNeedTags(2);
  const tagRow = (
    key: 'needType' | 'giveType',
    label: string,
    tags: typeof needTypes,
  ): FilterRowSpec => ({
    key,
    label,
    loading: tags.isPending,
    options: (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.tagName })),
    value: state.extras[key] === undefined ? undefined : String(state.extras[key]),
    onChange: (value) => update({ extras: { [key]: value ? Number(value) : undefined } }),
  });
  const rows: FilterRowSpec[] = [
    ...useFieldRows(state.fieldId, (fieldId) => update({ fieldId })),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
    tagRow('needType', '需求类别', needTypes),
    tagRow('giveType', '转让方式', giveTypes),
    priceRow('需求预算', state.price, (price) => update({ price })),
    {
      key: 'open',
      label: '需求状态',
      options: OPEN_OPTIONS,
      value: state.extras.open === undefined ? undefined : String(state.extras.open),
      onChange: (value) =>
        update({ extras: { open: value === undefined ? undefined : value === 'true' } }),
    },
    dateRow(state.date, (date) => update({ date })),
  ];
  const records = page.data?.records ?? [];
  return (
    <>
      <FilterPanel rows={rows} />
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索需求名称、描述"
        onKeyword={(keyword) => update({ keyword })}
        sort={state.sort}
        sorts={SORT_KEYS}
        onSort={(sort) => update({ sort })}
        total={page.data?.total}
        pageNum={state.pageNum}
        onPage={(pageNum) => update({ pageNum })}
        pending={page.isPending}
        fetching={page.isPlaceholderData}
        empty={records.length === 0}
        extra={
          <LinkButton to={getHref('PublishRequirement')} type="primary" icon={<EditOutlined />}>
            发布需求
          </LinkButton>
        }
      >
        {records.map((item) => (
          <NeedRow key={item.id} item={item} detail={detail} />
        ))}
      </ListFrame>
    </>
  );
}

export function Component() {
  return <NeedList detail="RequirementDetail" />;
}
