import { AdminApplicationPaths, type AdminFinancingRow, type Page } from '@portal/shared/api/index';
import { FINANCING_PUBLISH_STATUSES } from '@portal/shared/enums/finance-product';
import { labelOf } from '@portal/shared/enums/label';
import { formatMoney } from '@portal/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, Table } from 'antd';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { optionsOf } from '../../components/labels.ts';
import { api } from '../../lib/api.ts';
import { useListQuery } from '../../lib/list-query.ts';
import { useSession } from '../../lib/session.ts';

/** Financing demands to publish on the demand-undertaking page (通过) or refuse with a reason. */
export default function FinancingPage() {
  const { query, filters, update } = useListQuery(['status', 'keyword'] as const);
  const status = filters.status || '0';
  const reviewer = useSession()?.operator.roles.includes('review') ?? false;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'financing', query],
    queryFn: () =>
      api.get<Page<AdminFinancingRow>>(AdminApplicationPaths.financing, { ...query, status }),
  });
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <Select
          aria-label="发布状态"
          value={status}
          style={{ width: 120 }}
          options={optionsOf(FINANCING_PUBLISH_STATUSES)}
          onChange={(v) => update({ status: v })}
        />
        <Input.Search
          aria-label="搜索企业名称"
          placeholder="企业名称"
          defaultValue={filters.keyword}
          allowClear
          style={{ width: 240 }}
          onSearch={(v) => update({ keyword: v.trim() })}
        />
      </div>
      <Table<AdminFinancingRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (r) => <p style={{ margin: 0 }}>{r.projectDesc || '—'}</p>,
        }}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: (pageNum) => update({ pageNum }),
        }}
        columns={[
          { title: '企业名称', dataIndex: 'companyName' },
          { title: '会员', dataIndex: 'username', render: (v: string | null) => v ?? '—' },
          {
            title: '融资金额（万元）',
            dataIndex: 'applyMoney',
            render: (v: number) => formatMoney(v),
          },
          { title: '联系电话', dataIndex: 'linkPhone' },
          {
            title: '状态',
            dataIndex: 'publishStatus',
            render: (v: number) => labelOf(FINANCING_PUBLISH_STATUSES, v),
          },
          ...(status === '2'
            ? [
                {
                  title: '驳回原因',
                  dataIndex: 'reviewReason',
                  render: (v: string | null) => v ?? '—',
                },
              ]
            : []),
          { title: '提交时间', dataIndex: 'createdAt' },
          ...(reviewer && status === '0'
            ? [
                {
                  title: '操作',
                  key: 'op',
                  render: (_v: unknown, r: AdminFinancingRow) => (
                    <DecideButtons
                      path={AdminApplicationPaths.financingDecide(r.id)}
                      invalidate={[
                        ['admin', 'financing'],
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
