import { EditOutlined } from '@ant-design/icons';
import type { NeedQuery } from '@portal/shared/api/market';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import {
  boolRow,
  dateRow,
  optionRow,
  priceRow,
  useAreaRows,
} from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useNeedPage } from '../../features/market/api/get-need-page.ts';
import { NeedRow } from '../../features/market/components/cards.tsx';
import { useNeedTags } from '../../features/need/api/get-need-tags.ts';
import { toApiQuery } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { needType: 'int', giveType: 'int', open: 'bool' } as const;

const tagOption = (tag: { id: number; tagName: string }) => ({
  value: String(tag.id),
  label: tag.tagName,
});

/** 技术需求 list (/Project/Requirement) and the standalone 需求库 (/NeedList). */
export function NeedList({ detail }: { detail: RouteName }) {
  const [state, update] = useListState(EXTRAS);
  const page = useNeedPage(toApiQuery<NeedQuery>(state, shanghaiToday()));
  const needTypes = useNeedTags(1);
  const giveTypes = useNeedTags(2);
  const extra = setExtra(update);
  const { extras } = state;
  const rows = [
    ...useAreaRows(state, update),
    optionRow('needType', '需求类别', needTypes, tagOption, extras.needType, extra('needType')),
    optionRow('giveType', '转让方式', giveTypes, tagOption, extras.giveType, extra('giveType')),
    priceRow('需求预算', state.price, (price) => update({ price })),
    boolRow('open', '需求状态', ['征集中', '已截止'], extras.open, extra('open')),
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      keywordPlaceholder="搜索需求名称、描述"
      extra={
        <LinkButton to={getHref('PublishRequirement')} type="primary" icon={<EditOutlined />}>
          发布需求
        </LinkButton>
      }
    >
      {(records) => records.map((item) => <NeedRow key={item.id} item={item} detail={detail} />)}
    </ListPage>
  );
}

export function Component() {
  return <NeedList detail="RequirementDetail" />;
}
