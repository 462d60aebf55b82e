import { type AdminMemberRow, AdminPaths, type Page } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { Select } from 'antd';
import { Link } from 'react-router';
import { ExportButton } from '../components/export-button.tsx';
import { MEMBER_STATUSES, optionsOf, VERIFY_STATUSES } from '../components/labels.ts';
import { KeywordSearch } from '../components/list-filters.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { api } from '../lib/api.ts';
import { useListQuery } from '../lib/list-query.ts';
import { usePagedTable } from '../lib/paged-table.ts';

/** Members: search by account or full phone number; phones are always shown masked. */
export default function MembersPage() {
  const list = useListQuery(['status', 'keyword'] as const);
  const { filters, update } = list;
  const table = usePagedTable(list, ['members'], () =>
    api.get<Page<AdminMemberRow>>(AdminPaths.members, list.query),
  );
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <Select
          aria-label="账号状态"
          value={filters.status || undefined}
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          options={optionsOf(MEMBER_STATUSES)}
          onChange={(v) => update({ status: v ?? '' })}
        />
        <KeywordSearch
          label="账号或完整手机号"
          ariaLabel="搜索账号或手机号"
          defaultValue={filters.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ExportButton path={AdminPaths.members} filters={filters} name="会员" />
      </div>
      <PagedTable<AdminMemberRow>
        {...table}
        columns={[
          {
            title: '账号',
            dataIndex: 'username',
            render: (v: string, r) => <Link to={`/members/${r.id}`}>{v}</Link>,
          },
          { title: '手机号', dataIndex: 'telephone' },
          {
            title: '认证',
            dataIndex: 'verifyStatus',
            render: (v: number) => labelOf(VERIFY_STATUSES, v),
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) => labelOf(MEMBER_STATUSES, v),
          },
          { title: '注册时间', dataIndex: 'createdAt' },
        ]}
      />
    </div>
  );
}
