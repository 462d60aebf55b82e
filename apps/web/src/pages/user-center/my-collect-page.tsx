import type { CollectKindValue, MyCollectItem } from '@portal/shared/api/index';
import { COLLECT_KIND_VALUES, COLLECT_KINDS } from '@portal/shared/enums/market-flow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm, Select, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMyCollects } from '../../features/collect/api/get-my-collects.ts';
import { toggleCollect } from '../../features/collect/api/toggle-collect.ts';
import { COLLECT_ROUTES } from '../../features/collect/logic/collect-routes.ts';

const isKind = (value: string | null): value is CollectKindValue =>
  value !== null && (COLLECT_KIND_VALUES as readonly string[]).includes(value);

const KIND_OPTIONS = [
  { value: '', label: '全部' },
  ...COLLECT_KIND_VALUES.map((kind) => ({ value: kind, label: COLLECT_KINDS[kind] })),
];

function CollectRow({ item }: { item: MyCollectItem }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => toggleCollect(item.kind, item.id, true),
    onSuccess: (answer) => {
      void message.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['market'] });
    },
  });
  return (
    <RowCard
      testId="my-collect-row"
      side={
        <Popconfirm
          title="确定取消收藏吗？"
          okText="确定"
          cancelText="取消"
          onConfirm={() => cancel.mutate()}
        >
          <Button size="small" loading={cancel.isPending} data-testid="cancel-collect">
            取消收藏
          </Button>
        </Popconfirm>
      }
    >
      <div>
        <Tag color="blue">{COLLECT_KINDS[item.kind]}</Tag>
        <ItemLink to={COLLECT_ROUTES[item.kind]} id={item.id} className="mk-card__title">
          {item.title}
        </ItemLink>
      </div>
      {item.summary && <p className="mk-card__summary">{item.summary}</p>}
      <div className="mk-card__meta">
        <span>收藏于 {item.collectedAt}</span>
      </div>
    </RowCard>
  );
}

/** /UserInfo/MyCollect: everything the member collected, filtered by kind (`kind` in the URL). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind = isKind(raw) ? raw : undefined;
  const [pageNum, setPage] = usePageParam();
  const query = useMyCollects({ pageNum, pageSize: MY_PAGE_SIZE, ...(kind ? { kind } : {}) });
  return (
    <MyList
      title="我的收藏"
      testId="my-collect-list"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      rowKey={(item) => `${item.kind}-${item.id}`}
      renderRow={(item) => <CollectRow item={item} />}
      emptyText={kind ? `暂无收藏的${COLLECT_KINDS[kind]}` : '暂无收藏'}
      emptyAction={{ label: '去技术市场看看', to: getHref('Project') }}
      filters={
        <div className="my-list__filters">
          <label htmlFor="collect-kind">收藏类型</label>
          <Select
            id="collect-kind"
            value={kind ?? ''}
            options={KIND_OPTIONS}
            style={{ width: 160 }}
            data-testid="collect-kind"
            onChange={(value: string) => setParams(value ? { kind: value } : {})}
          />
        </div>
      }
    />
  );
}
