import {
  type AdminContentRow,
  type ContentKind,
  AdminContentPaths as P,
  type Page,
} from '@portal/shared/api/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Select, Space } from 'antd';
import { Link, useLocation } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { api } from '../../lib/api.ts';
import { useListQuery } from '../../lib/list-query.ts';
import { useSession } from '../../lib/session.ts';
import { KINDS, kindOf } from './kinds.ts';

const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  { value: '1', label: '已发布' },
  { value: '0', label: '未发布' },
];

/** One content kind's items, drafts and withdrawn ones included: edit, publish, withdraw. */
export default function ContentListPage() {
  const kind = kindOf(useLocation().pathname.split('/')[2]) as ContentKind;
  const spec = KINDS[kind];
  const { message } = App.useApp();
  const client = useQueryClient();
  const writer = useSession()?.operator.roles.includes('content') ?? false;
  const { query, filters, update } = useListQuery(['status', 'keyword'] as const);
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'content', kind, query],
    queryFn: () => api.get<Page<AdminContentRow>>(P.list(kind), query),
  });
  const publish = useMutation({
    mutationFn: (v: { id: number; status: 0 | 1 }) =>
      api.post(P.publish(kind, v.id), { status: v.status }),
    onSuccess: (_d, v) => {
      void message.success(v.status === 1 ? '已发布' : '已下线');
      void client.invalidateQueries({ queryKey: ['admin', 'content', kind] });
    },
  });

  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <Select
          aria-label="发布状态"
          value={filters.status}
          style={{ width: 120 }}
          options={STATUS_OPTIONS}
          onChange={(v) => update({ status: v })}
        />
        <Input.Search
          aria-label={`搜索${spec.label}标题`}
          placeholder="标题"
          defaultValue={filters.keyword}
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => update({ keyword: v.trim() })}
        />
        {writer && (
          <Link to={`/content/${kind}/new`}>
            <Button type="primary">新建{spec.label}</Button>
          </Link>
        )}
        <ExportButton path={P.list(kind)} filters={filters} name={spec.label} />
      </div>
      <PagedTable<AdminContentRow>
        page={data}
        loading={isFetching}
        paging={query}
        onPage={(pageNum) => update({ pageNum })}
        columns={[
          { title: '标题', dataIndex: 'title' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) =>
              v === 1 ? <span className="ad-status-on">已发布</span> : <span>未发布</span>,
          },
          {
            title: spec.dateTitle ?? (kind === 'activities' ? '开始时间' : '发布日期'),
            dataIndex: 'date',
          },
          ...(kind === 'help'
            ? []
            : [{ title: spec.countTitle ?? '浏览', dataIndex: 'viewCount' }]),
          {
            title: '操作',
            key: 'op',
            render: (_v: unknown, r: AdminContentRow) => (
              <Space size={4} wrap>
                <Link to={`/content/${kind}/${r.id}`}>{writer ? '编辑' : '查看'}</Link>
                {writer && (
                  <Button
                    size="small"
                    type={r.status === 1 ? 'default' : 'primary'}
                    loading={publish.isPending && publish.variables?.id === r.id}
                    onClick={() => publish.mutate({ id: r.id, status: r.status === 1 ? 0 : 1 })}
                  >
                    {r.status === 1 ? '下线' : '发布'}
                  </Button>
                )}
                {r.status === 1 && (
                  <a href={spec.portalPath(r.id)} target="_blank" rel="noreferrer">
                    门户查看
                  </a>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
