import { MerchantPaths, type OrgApplication } from '@portal/shared/api/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, message, Popconfirm, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { api } from '../lib/api.ts';
import { useMe } from '../lib/me.ts';

const STATUS_COLOR: Record<number, string> = {
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'default',
};

function ApplicationCard({ application }: { application: OrgApplication }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => api.post(MerchantPaths.onboardingWithdraw, { id: application.id }),
    onSuccess: () => {
      void message.success('入驻申请已撤回');
      return queryClient.invalidateQueries({ queryKey: ['merchant'] });
    },
  });
  const again = application.status === 2 || application.status === 3;
  return (
    <Card
      title="我的入驻申请"
      data-testid="merchant-application"
      extra={
        <Tag color={STATUS_COLOR[application.status]} data-testid="application-status">
          {application.statusName}
        </Tag>
      }
    >
      {application.status === 2 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`驳回原因：${application.reason}`}
        />
      )}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="机构名称">{application.orgName}</Descriptions.Item>
        <Descriptions.Item label="机构类型">{application.authTypeName}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{application.creditCode}</Descriptions.Item>
        <Descriptions.Item label="所在地区">{application.regionName}</Descriptions.Item>
        <Descriptions.Item label="联系人">{application.contact}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{application.createdAt}</Descriptions.Item>
      </Descriptions>
      {application.status === 0 && (
        <Popconfirm title="确定撤回这份入驻申请吗？" onConfirm={() => withdraw.mutate()}>
          <Button loading={withdraw.isPending}>撤回申请</Button>
        </Popconfirm>
      )}
      {again && (
        <Link to="/apply">
          <Button type="primary">重新申请</Button>
        </Link>
      )}
    </Card>
  );
}

/** The workspace's first screen: the organisation, or the way to join one. */
export default function HomePage() {
  const me = useMe();
  if (me.isLoading) return <Skeleton active />;
  if (!me.data) return null;
  const { org, application } = me.data;
  if (org) {
    return (
      <Card title={<h1 className="mc-h1">{org.orgName}</h1>} data-testid="merchant-home-org">
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label="机构类型">{org.authTypeName}</Descriptions.Item>
          <Descriptions.Item label="我的身份">{org.roleName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{org.creditCode}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${org.contact} ${org.telephone}`}</Descriptions.Item>
        </Descriptions>
        <Link to="/staff" style={{ display: 'inline-block', marginTop: 16 }}>
          <Button>机构成员</Button>
        </Link>
      </Card>
    );
  }
  if (application && application.status !== 3) return <ApplicationCard application={application} />;
  return (
    <Card>
      <Empty description="您还没有入驻机构。高校、科研院所、服务机构、技术经理人等可申请入驻，发布成果和服务。">
        <Link to="/apply">
          <Button type="primary">申请入驻</Button>
        </Link>
      </Empty>
    </Card>
  );
}
