import { type AdminMemberDetail, AdminPaths } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, List, Popconfirm, Result, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import {
  AUTH_TYPES,
  CERT_STATUSES,
  MEMBER_STATUSES,
  VERIFY_STATUSES,
} from '../components/labels.ts';
import { MemberPasswordReset } from '../components/member-password-reset.tsx';
import { api } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

/**
 * One member: masked phone, every certification submission with its decision; the system role
 * freezes, unfreezes and resets the password.
 */
export default function MemberDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const system = useSession()?.operator.roles.includes('system') ?? false;
  const { data, isLoading, isError } = useQuery({
    queryKey: ['admin', 'member', id],
    queryFn: () => api.get<AdminMemberDetail>(`${AdminPaths.member}${id}`),
  });
  const freeze = useMutation({
    mutationFn: (frozen: boolean) => api.post<null>(AdminPaths.memberFreeze(id ?? 0), { frozen }),
    onSuccess: (_d, frozen) => {
      void message.success(frozen ? '已冻结' : '已解冻');
      void client.invalidateQueries({ queryKey: ['admin', 'member', id] });
      void client.invalidateQueries({ queryKey: ['admin', 'members'] });
    },
  });
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Result status="404" title="会员不存在" />;
  return (
    <div className="ad-panel">
      <Descriptions
        title={data.username}
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
        items={[
          { label: '手机号', children: data.telephone },
          { label: '注册时间', children: data.createdAt },
          { label: '认证类型', children: labelOf(AUTH_TYPES, data.authType) },
          { label: '认证状态', children: labelOf(VERIFY_STATUSES, data.verifyStatus) },
          { label: '账号状态', children: labelOf(MEMBER_STATUSES, data.status) },
          { label: '登录锁定至', children: data.lockedUntil ?? '—' },
        ]}
      />
      <h2 style={{ fontSize: 16, marginTop: 16 }}>认证历史</h2>
      <List
        size="small"
        bordered
        dataSource={data.certifications}
        locale={{ emptyText: '暂无认证记录' }}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={`${labelOf(AUTH_TYPES, c.authType)} · ${c.realName} · ${labelOf(CERT_STATUSES, c.status)}`}
              description={
                <>
                  提交于 {c.submittedAt}
                  {c.decidedAt ? ` · ${c.decidedBy ?? '—'} 审核于 ${c.decidedAt}` : ' · 待审核'}
                  {c.reason ? ` · 原因：${c.reason}` : ''}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Space style={{ marginTop: 16 }} wrap>
        {system && data.status === 1 && (
          <Popconfirm
            title="冻结后该会员立即退出且无法登录，确定冻结？"
            onConfirm={() => freeze.mutate(true)}
          >
            <Button danger loading={freeze.isPending}>
              冻结
            </Button>
          </Popconfirm>
        )}
        {system && data.status === 2 && (
          <Button loading={freeze.isPending} onClick={() => freeze.mutate(false)}>
            解冻
          </Button>
        )}
        {system && data.status !== 0 && <MemberPasswordReset memberId={data.id} />}
        <Button onClick={() => navigate('/members')}>返回列表</Button>
      </Space>
    </div>
  );
}
