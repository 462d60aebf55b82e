import { type AdminCertificationRow, AdminPaths, type Page } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { Link } from 'react-router';
import { ExportButton } from '../components/export-button.tsx';
import { AUTH_TYPES, CERT_STATUSES } from '../components/labels.ts';
import { KeywordSearch, StatusSelect } from '../components/list-filters.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { api } from '../lib/api.ts';
import { useListQuery } from '../lib/list-query.ts';
import { usePagedTable } from '../lib/paged-table.ts';

/** The certification queue: pending first, oldest first; other statuses by filter. */
export default function CertificationsPage() {
  const list = useListQuery(['status', 'keyword'] as const);
  const { filters, update } = list;
  const status = filters.status || '1';
  const table = usePagedTable(list, ['certifications'], () =>
    api.get<Page<AdminCertificationRow>>(AdminPaths.certifications, { ...list.query, status }),
  );
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <StatusSelect
          label="认证状态"
          value={status}
          statuses={CERT_STATUSES}
          width={120}
          onChange={(v) => update({ status: v })}
        />
        <KeywordSearch
          label="账号或名称"
          defaultValue={filters.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ExportButton
          path={AdminPaths.certifications}
          filters={{ ...filters, status }}
          name="实名认证"
        />
      </div>
      <PagedTable<AdminCertificationRow>
        {...table}
        columns={[
          {
            title: '账号',
            dataIndex: 'username',
            render: (v: string, r) => <Link to={`/certifications/${r.id}`}>{v}</Link>,
          },
          { title: '名称', dataIndex: 'realName' },
          {
            title: '认证类型',
            dataIndex: 'authType',
            render: (v: number) => labelOf(AUTH_TYPES, v),
          },
          { title: '状态', dataIndex: 'status', render: (v: number) => labelOf(CERT_STATUSES, v) },
          { title: '提交时间', dataIndex: 'submittedAt' },
          {
            title: '操作',
            key: 'op',
            render: (_v, r) => <Link to={`/certifications/${r.id}`}>查看</Link>,
          },
        ]}
      />
    </div>
  );
}
