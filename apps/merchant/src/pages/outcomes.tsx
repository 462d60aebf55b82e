import { MerchantPaths, type OutcomeRevision, type Page } from '@portal/shared/api/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, message, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { NeedMatches } from '../components/need-matches.tsx';
import { ReviewedListCard } from '../components/reviewed-list-card.tsx';
import { api } from '../lib/api.ts';

const COLOR: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

/**
 * The organisation's outcomes with their review state and the next step of each; a live
 * outcome opens its 匹配需求 (issue 28).
 */
export default function OutcomesPage() {
  const queryClient = useQueryClient();
  const [matching, setMatching] = useState<{ id: number; title: string }>();
  const list = useQuery({
    queryKey: ['merchant', 'outcomes'],
    queryFn: () => api.get<Page<OutcomeRevision>>(MerchantPaths.outcomes, { pageSize: 50 }),
  });
  const move = useMutation({
    mutationFn: ({ path, id }: { path: string; id: number }) => api.post(path, { id }),
    onSuccess: (_d, { path }) => {
      void message.success(path === MerchantPaths.outcomeSubmit ? '已提交审核' : '已撤回');
      return queryClient.invalidateQueries({ queryKey: ['merchant', 'outcomes'] });
    },
  });
  return (
    <ReviewedListCard
      title="科技成果"
      create={{ to: '/outcomes/new', label: '发布成果' }}
      notice="成果提交后由平台审核，通过后在科技成果市场公开；已发布成果的修改也须审核，审核通过前市场展示原内容。"
    >
      <List
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '还没有成果，点击“发布成果”开始' }}
        data-testid="merchant-outcomes"
        renderItem={(r) => (
          <List.Item
            actions={[
              (r.status === 0 || r.status === 3) && (
                <Link key="edit" to={`/outcomes/${r.id}`}>
                  编辑
                </Link>
              ),
              r.status === 0 && (
                <Button
                  key="submit"
                  type="link"
                  onClick={() => move.mutate({ path: MerchantPaths.outcomeSubmit, id: r.id })}
                >
                  提交审核
                </Button>
              ),
              r.status === 1 && (
                <Popconfirm
                  key="withdraw"
                  title="确定撤回审核吗？"
                  onConfirm={() => move.mutate({ path: MerchantPaths.outcomeWithdraw, id: r.id })}
                >
                  <Button type="link">撤回</Button>
                </Popconfirm>
              ),
              r.outcomeId !== null && (
                <Button
                  key="match"
                  type="link"
                  data-testid="outcome-matches"
                  onClick={() => setMatching({ id: r.outcomeId!, title: r.goodsName })}
                >
                  匹配需求
                </Button>
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  {r.goodsName}
                  <Tag color={COLOR[r.status]}>{r.statusName}</Tag>
                  {r.outcomeId && r.status !== 2 && <Tag>修改</Tag>}
                </Space>
              }
              description={
                r.status === 3
                  ? `驳回原因：${r.reason}`
                  : `${r.price > 0 ? `${r.price}元` : '面议'} · 更新于 ${r.updatedAt}`
              }
            />
          </List.Item>
        )}
      />
      {matching && (
        <NeedMatches
          outcomeId={matching.id}
          title={matching.title}
          onClose={() => setMatching(undefined)}
        />
      )}
    </ReviewedListCard>
  );
}
