import { labelOf } from '@portal/shared/enums/label';
import { PARTICIPATION_STATUSES } from '@portal/shared/enums/market-flow';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useRewardRanking } from '../api/get-reward-ranking.ts';

const RANK_PAGE = 10;

/** 揭榜排行: by score, then earliest submission (server order); the member's own row marked. */
export function RewardRanking({ rewardId }: { rewardId: number }) {
  const [pageNum, setPageNum] = useState(1);
  const ranking = useRewardRanking({ rewardId, pageNum, pageSize: RANK_PAGE });
  return (
    <section className="mk-detail__section pt-card" data-testid="reward-ranking">
      <h2>揭榜排行</h2>
      <Table
        rowKey="id"
        size="middle"
        loading={ranking.isPending}
        dataSource={ranking.data?.records ?? []}
        locale={{ emptyText: '暂无揭榜单位' }}
        pagination={
          (ranking.data?.total ?? 0) > RANK_PAGE
            ? {
                current: pageNum,
                pageSize: RANK_PAGE,
                total: ranking.data?.total,
                onChange: setPageNum,
              }
            : false
        }
        columns={[
          { title: '排名', dataIndex: 'rank', width: 80, render: (rank: number) => <b>{rank}</b> },
          {
            title: '揭榜单位',
            dataIndex: 'companyName',
            render: (name: string, row) => (
              <>
                {name} {row.isMine && <Tag color="gold">我</Tag>}
              </>
            ),
          },
          { title: '联系人', dataIndex: 'linkman', width: 120 },
          {
            title: '评分',
            dataIndex: 'score',
            width: 100,
            render: (score: number | null) => score ?? '待评',
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 120,
            render: (status: number) => labelOf(PARTICIPATION_STATUSES, status),
          },
          { title: '提交时间', dataIndex: 'submittedAt', width: 180 },
        ]}
      />
    </section>
  );
}
