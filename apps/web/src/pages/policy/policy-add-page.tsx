import { ApiError } from '@portal/client/request';
import { TEXTAREA_MAX } from '@portal/shared/constants';
import { labelOf } from '@portal/shared/enums/label';
import { POLICY_APPLICATION_STATUSES } from '@portal/shared/enums/policy-apply-status';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { Messages } from '@portal/shared/validation/messages';
import { type PolicyApplyValues, policyApplySchema } from '@portal/shared/validation/policy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ContactFields } from '../../components/common/contact-fields.tsx';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { ContractFiles } from '../../features/contract/components/contract-files.tsx';
import { applyPolicy } from '../../features/policy/api/apply-policy.ts';
import { usePolicyDetail } from '../../features/policy/api/get-policy-detail.ts';
import { ApplyStatusTag } from '../../features/policy/components/policy-tags.tsx';
import { deadlineText } from '../../features/policy/logic/deadline.ts';
import { parseForm } from '../../lib/form-schema.ts';
import '../../features/market/components/market-forms.css';

const rules = toAntdRules(policyApplySchema);

type FormValues = Omit<PolicyApplyValues, 'policyId'>;

/** /Policyadd?id=<policyId>: a member applies for a policy that is 申报中. */
export function Component() {
  const id = useIdParam();
  const query = usePolicyDetail(id);
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: applyPolicy,
    onSuccess: (answer) => {
      void message.success(answer.msg || Messages.submitSuccess);
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      void queryClient.invalidateQueries({ queryKey: ['policy'] });
      navigate(getHref('MyPolicyDetail', { query: { id: answer.data.id } }));
    },
    onError: (error) => {
      if (error instanceof ApiError) setRefused(error.message);
    },
  });
  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle="该政策不存在或已下架"
      back={{ to: 'Recommendation', label: '浏览政策概览' }}
    >
      {(policy) => {
        const onFinish = (values: FormValues) => {
          setRefused(null);
          const parsed = parseForm(form, policyApplySchema, { ...values, policyId: policy.id });
          if (parsed) send.mutate(parsed);
        };
        const closed = policy.applyStatus !== 1;
        // One open application per policy: the form opens again once it is 退回 or 撤回.
        const blocked = closed || policy.myApplication !== null;
        return (
          <section className="mk-form pt-card" data-testid="policy-apply-form">
            <h1 className="pt-page-title">政策申报</h1>
            <div className="mk-form__target">
              申报政策：
              <Link to={getHref('PolicyDetail', { query: { id: policy.id } })}>
                <b data-testid="apply-target">{policy.policyName}</b>
              </Link>{' '}
              <ApplyStatusTag status={policy.applyStatus} /> {deadlineText(policy)}
            </div>
            {policy.myApplication && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                message={
                  <>
                    您已申报该政策（
                    {labelOf(POLICY_APPLICATION_STATUSES, policy.myApplication.status)}），
                    <Link
                      to={getHref('MyPolicyDetail', { query: { id: policy.myApplication.id } })}
                    >
                      查看申报
                    </Link>
                  </>
                }
              />
            )}
            {closed && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                message={
                  policy.applyStatus === 0 ? '该政策尚未开始申报' : '该政策申报已结束，不能再提交'
                }
              />
            )}
            {refused && (
              <Alert
                type="error"
                showIcon
                message={refused}
                style={{ marginBottom: 16 }}
                data-testid="apply-refused"
              />
            )}
            <Form form={form} layout="vertical" onFinish={onFinish} disabled={blocked}>
              <Form.Item label="企业名称" name="companyName" rules={rules.companyName} required>
                <Input placeholder="请输入企业名称" maxLength={50} />
              </Form.Item>
              <ContactFields name="linkman" phone="linkphone" rules={rules} />
              <Form.Item label="项目简介" name="summary" rules={rules.summary} required>
                <Input.TextArea
                  placeholder="请简述申报项目的内容、基础条件和预期成效"
                  maxLength={TEXTAREA_MAX}
                  showCount
                  rows={5}
                />
              </Form.Item>
              <Form.Item
                label="申报材料"
                name="fileIds"
                rules={rules.fileIds}
                extra="附件仅本人和平台审核人员可见"
              >
                <ContractFiles buttonText="上传申报材料（PDF、图片、Word，最多10个）" />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                loading={send.isPending}
                block
                size="large"
                data-testid="apply-submit"
              >
                提交申报
              </Button>
            </Form>
          </section>
        );
      }}
    </DetailGate>
  );
}
