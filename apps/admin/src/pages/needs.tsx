import { type AdminNeedRow, AdminPaths, type Page } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, Table } from 'antd';
import { DecideButtons } from '../components/decide-buttons.tsx';
import { optionsOf, PUBLISH_STATUSES } from '../components/labels.ts';
import { api } from '../lib/api.ts';
import { useListQuery } from '../lib/list-query.ts';
import { useSession } from '../lib/session.ts';

/** Published needs waiting for review: approve (publish) or refuse with a reason. */
export default function NeedsPage() {
  const { query, filters, update } = useListQuery(['status', 'keyword'] as const);
  const status = filters.status || '0';
  const reviewer = useSession()?.operator.roles.includes('review') ?? false;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'needs', query],
    queryFn: () => api.get<Page<AdminNeedRow>>(AdminPaths.needs, { ...query, status }),
  });
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <Select
          aria-label="需求状态"
          value={status}
          style={{ width: 130 }}
          options={optionsOf(PUBLISH_STATUSES)}
          onChange={(v) => update({ status: v })}
        />
        <Input.Search
          aria-label="搜索需求名称"
          placeholder="需求名称"
          defaultValue={filters.keyword}
          allowClear
          style={{ width: 240 }}
          onSearch={(v) => update({ keyword: v.trim() })}
        />
      </div>
      <Table<AdminNeedRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: (pageNum) => update({ pageNum }),
        }}
        columns={[
          { title: '需求名称', dataIndex: 'goodsName' },
          { title: '发布会员', dataIndex: 'username', render: (v: string | null) => v ?? '—' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) => labelOf(PUBLISH_STATUSES, v),
          },
          { title: '驳回原因', dataIndex: 'reviewReason', render: (v: string | null) => v ?? '—' },
          { title: '提交时间', dataIndex: 'createdAt' },
          ...(reviewer && status === '0'
            ? [
                {
                  title: '操作',
                  key: 'op',
                  render: (_v: unknown, r: AdminNeedRow) => (
                    <DecideButtons
                      path={AdminPaths.needDecide(r.id)}
                      invalidate={[
                        ['admin', 'needs'],
                        ['admin', 'dashboard'],
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
