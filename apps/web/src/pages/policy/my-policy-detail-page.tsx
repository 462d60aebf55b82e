import { DownloadOutlined } from '@ant-design/icons';
import { openUploadedFile } from '@portal/client/private-file';
import { useSession } from '@portal/client/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, message, Popconfirm, Timeline } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { requireLogin } from '../../features/account/index.ts';
import { useMyPolicyApply } from '../../features/policy/api/get-my-policy-apply.ts';
import { withdrawPolicyApply } from '../../features/policy/api/withdraw-policy-apply.ts';
import {
  ApplicationStatusTag,
  ApplyStatusTag,
} from '../../features/policy/components/policy-tags.tsx';
import { applicationHistory } from '../../features/policy/logic/deadline.ts';
import '../../features/policy/components/policy.css';

/**
 * /MyPolicyDetail?id=<applicationId>: the member's own application. The route is on spec §4's
 * public list, so a guest gets here and is sent to log in; another member's id is not found.
 */
export function Component() {
  const { token } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const id = useIdParam();
  const query = useMyPolicyApply(token ? id : 0);
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: withdrawPolicyApply,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['policy'] });
      void queryClient.invalidateQueries({ queryKey: ['market'] });
    },
  });

  useEffect(() => {
    if (!token) requireLogin(here);
  }, [token, here]);
  if (!token) return null;

  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle="申报记录不存在"
      back={{ to: 'MyPolicy', label: '查看我的政策申报' }}
      testId="my-policy-detail"
    >
      {(apply) => (
        <>
          <section className="mk-detail pt-card">
            <DetailTitle>政策申报详情</DetailTitle>
            <p>
              申报政策：
              <Link
                to={getHref('PolicyDetail', { query: { id: apply.policyId } })}
                data-testid="apply-policy-name"
              >
                {apply.policyName}
              </Link>{' '}
              <ApplyStatusTag status={apply.policyApplyStatus} />
            </p>
            <p>
              申报状态：
              <ApplicationStatusTag status={apply.status} />
            </p>
            {apply.status === 2 && apply.reason && (
              <Alert
                type="error"
                showIcon
                message="申报已退回"
                description={`退回原因：${apply.reason}`}
                style={{ marginBottom: 12 }}
                data-testid="return-reason"
              />
            )}
            <div className="mk-detail__actions">
              {apply.status === 0 && (
                <Popconfirm
                  title="确定撤回该申报吗？"
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => withdraw.mutate(apply.id)}
                >
                  <Button danger loading={withdraw.isPending} data-testid="withdraw-button">
                    撤回申报
                  </Button>
                </Popconfirm>
              )}
              {(apply.status === 2 || apply.status === 3) && apply.policyApplyStatus === 1 && (
                <LinkButton
                  type="primary"
                  to={getHref('Policyadd', { query: { id: apply.policyId } })}
                >
                  重新申报
                </LinkButton>
              )}
              <LinkButton to={getHref('MyPolicy')}>我的政策申报</LinkButton>
            </div>
          </section>
          <DetailSection title="申报信息">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="企业名称">{apply.companyName}</Descriptions.Item>
              <Descriptions.Item label="联系人">{apply.linkman}</Descriptions.Item>
              <Descriptions.Item label="联系电话">{apply.linkphone}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{apply.createdAt}</Descriptions.Item>
              <Descriptions.Item label="项目简介" span={2}>
                {apply.summary}
              </Descriptions.Item>
              <Descriptions.Item label="申报材料" span={2}>
                {apply.files.length ? (
                  <div className="pl-files" data-testid="apply-files">
                    {apply.files.map((file) => (
                      <Button
                        key={file.id}
                        size="small"
                        icon={<DownloadOutlined />}
                        onClick={() => void openUploadedFile({ ...file, isPublic: false })}
                      >
                        {file.name}
                      </Button>
                    ))}
                  </div>
                ) : (
                  '未上传'
                )}
              </Descriptions.Item>
            </Descriptions>
          </DetailSection>
          <DetailSection title="办理记录">
            <Timeline
              className="pl-history"
              items={applicationHistory(apply).map((step) => ({
                children: (
                  <>
                    <b>{step.label}</b> {step.at}
                    {step.note && <div>{step.note}</div>}
                  </>
                ),
              }))}
            />
          </DetailSection>
        </>
      )}
    </DetailGate>
  );
}
