import {
  AdminQueuePaths,
  type AdminSignupActivity,
  type AdminSignupRow,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { ExportButton } from '../../components/export-button.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { api } from '../../lib/api.ts';
import { useListQuery } from '../../lib/list-query.ts';

/** Activity sign-ups per activity (read-only: a sign-up needs no decision), exported to Excel. */
export default function SignupsPage() {
  const { query, filters, update } = useListQuery(['actionId', 'keyword'] as const);
  const activities = useQuery({
    queryKey: ['admin', 'signup-activities'],
    queryFn: () => api.get<AdminSignupActivity[]>(AdminQueuePaths.signupActivities),
  });
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'signups', query],
    queryFn: () => api.get<Page<AdminSignupRow>>(AdminQueuePaths.signups, query),
  });
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <Select
          aria-label="活动"
          placeholder="全部活动"
          allowClear
          showSearch
          optionFilterProp="label"
          value={filters.actionId || undefined}
          style={{ width: 280, maxWidth: '100%' }}
          options={(activities.data ?? []).map((a) => ({
            value: String(a.id),
            label: `${a.actionName}（${a.signCount}人）`,
          }))}
          onChange={(v?: string) => update({ actionId: v ?? '' })}
        />
        <Input.Search
          aria-label="搜索单位或联系人"
          placeholder="单位或联系人"
          defaultValue={filters.keyword}
          allowClear
          style={{ width: 240, maxWidth: '100%' }}
          onSearch={(v) => update({ keyword: v.trim() })}
        />
        <ExportButton path={AdminQueuePaths.signups} filters={filters} name="活动报名名单" />
      </div>
      <PagedTable<AdminSignupRow>
        page={data}
        loading={isFetching}
        paging={query}
        onPage={(pageNum) => update({ pageNum })}
        columns={[
          { title: '活动', dataIndex: 'actionName' },
          { title: '单位名称', dataIndex: 'companyName' },
          { title: '联系人', dataIndex: 'linkman' },
          { title: '联系电话', dataIndex: 'linkphone' },
          { title: '会员', dataIndex: 'username' },
          { title: '报名时间', dataIndex: 'createdAt' },
        ]}
      />
    </div>
  );
}
