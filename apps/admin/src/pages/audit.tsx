import { type AdminAuditRow, AdminPaths, type Page } from '@portal/shared/api/index';
import { AUDIT_OUTCOMES, auditActionLabel } from '@portal/shared/enums/audit-actions';
import { labelOf } from '@portal/shared/enums/label';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import { PagedTable } from '../components/paged-table.tsx';
import { api, downloadFile } from '../lib/api.ts';
import { useListQuery } from '../lib/list-query.ts';
import { AuditChanges, AuditTarget, parseDetail } from './audit-detail.tsx';

const FIELDS = ['actor', 'action', 'outcome', 'from', 'to'] as const;

/** The audit log (audit role): search by operator, action, outcome and dates; export CSV. */
export default function AuditPage() {
  const { query, filters, update } = useListQuery(FIELDS);
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => api.get<Page<AdminAuditRow>>(AdminPaths.audit, query),
  });
  const exportAs = (format: 'csv' | 'xlsx') => {
    const qs = new URLSearchParams([
      ...(Object.entries(filters).filter(([, v]) => v !== '') as [string, string][]),
      ['format', format],
    ]).toString();
    void downloadFile(`${AdminPaths.auditExport}?${qs}`, `审计日志.${format}`);
  };
  return (
    <div className="ad-panel">
      <form
        className="ad-filters"
        aria-label="审计日志查询"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          update({
            actor: String(form.get('actor') ?? '').trim(),
            action: String(form.get('action') ?? '').trim(),
            from: String(form.get('from') ?? ''),
            to: String(form.get('to') ?? ''),
          });
        }}
      >
        <Input
          name="actor"
          aria-label="操作人"
          placeholder="操作人"
          defaultValue={filters.actor}
          style={{ width: 160 }}
        />
        <Input
          name="action"
          aria-label="操作"
          placeholder="操作代码（如 payment.decide）"
          defaultValue={filters.action}
          style={{ width: 200 }}
        />
        <Input
          name="from"
          type="date"
          aria-label="开始日期"
          defaultValue={filters.from}
          style={{ width: 160 }}
        />
        <Input
          name="to"
          type="date"
          aria-label="结束日期"
          defaultValue={filters.to}
          style={{ width: 160 }}
        />
        <Select
          aria-label="结果"
          value={filters.outcome || undefined}
          placeholder="全部结果"
          allowClear
          style={{ width: 120 }}
          options={[
            { value: 'success', label: '成功' },
            { value: 'failure', label: '失败' },
          ]}
          onChange={(v) => update({ outcome: v ?? '' })}
        />
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={() => exportAs('csv')}>导出CSV</Button>
        <Button onClick={() => exportAs('xlsx')}>导出Excel</Button>
      </form>
      <PagedTable<AdminAuditRow>
        page={data}
        loading={isFetching}
        paging={query}
        onPage={(pageNum) => update({ pageNum })}
        size="small"
        columns={[
          { title: '时间', dataIndex: 'createdAt' },
          { title: '操作人', dataIndex: 'actor' },
          {
            title: '操作',
            dataIndex: 'action',
            render: (v: string) => <span title={v}>{auditActionLabel(v)}</span>,
          },
          {
            title: '结果',
            dataIndex: 'outcome',
            render: (v: string) => labelOf(AUDIT_OUTCOMES, v),
          },
          {
            title: '对象',
            key: 'target',
            render: (_: unknown, r) => <AuditTarget detail={parseDetail(r.detail)} />,
          },
          {
            title: '变更',
            key: 'changes',
            render: (_: unknown, r) => <AuditChanges detail={parseDetail(r.detail)} />,
          },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
    </div>
  );
}
