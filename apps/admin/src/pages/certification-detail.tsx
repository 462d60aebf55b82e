import { type AdminCertificationDetail, AdminPaths } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, List, Result, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { DecideButtons } from '../components/decide-buttons.tsx';
import { AUTH_TYPES, CERT_STATUSES } from '../components/labels.ts';
import { api, openPrivateFile } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

/** One certification: the submitted data, the private materials (review role), the decision. */
export default function CertificationDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const roles = useSession()?.operator.roles ?? [];
  const reviewer = roles.includes('review');
  const { data, isLoading, isError } = useQuery({
    queryKey: ['admin', 'certification', id],
    queryFn: () => api.get<AdminCertificationDetail>(`${AdminPaths.certification}${id}`),
  });
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Result status="404" title="认证记录不存在" />;
  return (
    <div className="ad-panel" data-testid="certification-detail">
      <Descriptions
        title={`${data.realName}（${data.username}）`}
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
        items={[
          { label: '认证类型', children: labelOf(AUTH_TYPES, data.authType) },
          { label: '证件号码', children: data.certNo },
          {
            label: '状态',
            children: <span data-testid="cert-status">{labelOf(CERT_STATUSES, data.status)}</span>,
          },
          { label: '提交时间', children: data.submittedAt },
          { label: '处理时间', children: data.decidedAt ?? '—' },
          { label: '驳回原因', children: data.reason ?? '—' },
          {
            label: '会员',
            children: <Link to={`/members/${data.userId}`}>查看会员</Link>,
          },
        ]}
      />
      <h2 style={{ fontSize: 16, marginTop: 16 }}>认证材料</h2>
      <List
        size="small"
        bordered
        dataSource={data.materials}
        renderItem={(m) => (
          <List.Item
            actions={
              reviewer
                ? [
                    <Button
                      key="open"
                      size="small"
                      onClick={() =>
                        void openPrivateFile(AdminPaths.certificationFile(data.id, m.id))
                      }
                    >
                      查看原件
                    </Button>,
                  ]
                : []
            }
          >
            {m.name}（{Math.ceil(m.size / 1024)} KB）
          </List.Item>
        )}
      />
      {!reviewer && <p style={{ color: '#888' }}>材料原件仅审核角色可查看。</p>}
      <h2 style={{ fontSize: 16, marginTop: 16 }}>历次提交</h2>
      <List
        size="small"
        dataSource={data.history}
        renderItem={(h) => (
          <List.Item>
            {h.submittedAt} · {labelOf(CERT_STATUSES, h.status)}
            {h.reason ? ` · ${h.reason}` : ''}
          </List.Item>
        )}
      />
      <Space style={{ marginTop: 16 }} wrap>
        {reviewer && data.status === 1 && (
          <DecideButtons
            path={AdminPaths.certificationDecide(data.id)}
            invalidate={[
              ['admin', 'certification', id],
              ['admin', 'certifications'],
              ['admin', 'dashboard'],
            ]}
          />
        )}
        <Button onClick={() => navigate('/certifications')}>返回列表</Button>
      </Space>
    </div>
  );
}
