import type { TransferRegistration } from '@portal/shared/api/market';
import { APPLICANT_TYPES } from '@portal/shared/enums/applicant-type';
import { labelOf } from '@portal/shared/enums/label';
import { TRANSFER_METHODS } from '@portal/shared/enums/market-flow';
import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
import { TRANSFER_STEPS } from '@portal/shared/enums/transfer-step';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { transferMethodSchema } from '@portal/shared/validation/market';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Form,
  Input,
  message,
  Radio,
  Result,
  Select,
  Steps,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useBusinessOrgs } from '../../features/content/api/get-business-orgs.ts';
import '../../features/market/components/market-forms.css';
import { useTransferInfo } from '../../features/transfer/api/get-transfer-info.ts';
import {
  acceptTransferRisk,
  chooseTransferMethod,
  rechooseTransferAgency,
} from '../../features/transfer/api/transfer-steps.ts';
import { parseForm } from '../../lib/form-schema.ts';

const rules = toAntdRules(transferMethodSchema);
/** TRANSFER_STEPS keys in order: 0 风险提示, 1 选择登记方式, 3 重新选择机构. */
const STEP_KEYS = Object.keys(TRANSFER_STEPS).map(Number);

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['transfer'] });
}

function RiskNotice() {
  const [agreed, setAgreed] = useState(false);
  const refresh = useRefresh();
  const accept = useMutation({ mutationFn: acceptTransferRisk, onSuccess: () => refresh() });
  return (
    <div data-testid="transfer-risk">
      <Alert
        type="warning"
        showIcon
        message="技术转让登记风险提示"
        description={
          <ol style={{ margin: 0, paddingLeft: 18, lineHeight: 2 }}>
            <li>登记信息须真实、准确、完整，虚假登记将承担相应法律责任；</li>
            <li>登记不代表平台对技术价值、权属或交易结果作出任何保证；</li>
            <li>涉及职务科技成果的，应取得所在单位的书面同意；</li>
            <li>委托服务机构登记的，机构可能选择或不选择受理，未选中时可重新选择机构。</li>
          </ol>
        }
      />
      <Checkbox
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        style={{ margin: '18px 0' }}
        data-testid="risk-agree"
      >
        我已阅读并知晓上述风险提示
      </Checkbox>
      <div>
        <Button
          type="primary"
          disabled={!agreed}
          loading={accept.isPending}
          data-testid="risk-confirm"
          onClick={() => accept.mutate()}
        >
          确认并继续
        </Button>
      </div>
    </div>
  );
}

interface MethodValues {
  method?: 1 | 2;
  applicantType?: 1 | 2 | 3;
  applicantName: string;
  projectName: string;
  linkman: string;
  linkphone: string;
  orgId?: number;
}

function OrgSelect(props: {
  value?: number;
  onChange?: (v: number) => void;
  exclude?: number | null;
}) {
  const orgs = useBusinessOrgs();
  return (
    <Select
      {...props}
      placeholder="请选择服务机构"
      loading={orgs.isPending}
      showSearch
      optionFilterProp="label"
      options={(orgs.data ?? [])
        .filter((org) => org.id !== props.exclude)
        .map((org) => ({ value: org.id, label: `${org.orgName}（${org.region}）` }))}
      data-testid="org-select"
    />
  );
}

function MethodForm({ registration }: { registration: TransferRegistration }) {
  const [form] = Form.useForm<MethodValues>();
  const method = Form.useWatch('method', form);
  const refresh = useRefresh();
  const choose = useMutation({
    mutationFn: chooseTransferMethod,
    onSuccess: async () => {
      void message.success(Messages.submitSuccess);
      await refresh();
    },
  });
  const onFinish = (values: MethodValues) => {
    const input = {
      ...values,
      id: registration.id,
      orgId: values.method === 2 ? values.orgId : undefined,
    };
    const parsed = parseForm(form, transferMethodSchema, input);
    if (!parsed) return;
    if (parsed.method === 2 && !parsed.orgId) {
      form.setFields([{ name: 'orgId', errors: ['请选择服务机构'] }]);
      return;
    }
    choose.mutate(parsed);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      data-testid="transfer-method"
      initialValues={{ method: 1 }}
    >
      <Form.Item label="登记方式" name="method" rules={rules.method} required>
        <Radio.Group
          options={Object.entries(TRANSFER_METHODS).map(([value, label]) => ({
            value: Number(value),
            label,
          }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item label="申请人类型" name="applicantType" rules={rules.applicantType} required>
        <Radio.Group
          options={Object.entries(APPLICANT_TYPES).map(([value, label]) => ({
            value: Number(value),
            label,
          }))}
        />
      </Form.Item>
      <Form.Item label="申请人名称" name="applicantName" rules={rules.applicantName} required>
        <Input placeholder="高校、企业名称或自然人姓名" maxLength={50} />
      </Form.Item>
      <Form.Item label="项目名称" name="projectName" rules={rules.projectName} required>
        <Input placeholder="请输入拟转让的技术项目名称" maxLength={100} />
      </Form.Item>
      <Form.Item label="联系人" name="linkman" rules={rules.linkman} required>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label="联系电话" name="linkphone" rules={rules.linkphone} required>
        <Input maxLength={11} />
      </Form.Item>
      {method === 2 && (
        <Form.Item label="服务机构" name="orgId" required>
          <OrgSelect />
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={choose.isPending}
        data-testid="method-submit"
      >
        提交登记
      </Button>
    </Form>
  );
}

function Rechoose({ registration }: { registration: TransferRegistration }) {
  const [orgId, setOrgId] = useState<number>();
  const refresh = useRefresh();
  const rechoose = useMutation({
    mutationFn: (chosen: number) => rechooseTransferAgency({ id: registration.id, orgId: chosen }),
    onSuccess: async () => {
      void message.success(Messages.submitSuccess);
      await refresh();
    },
  });
  return (
    <div data-testid="transfer-rechoose">
      <Alert
        type="warning"
        showIcon
        message={`服务机构“${registration.orgName ?? ''}”未选中本次登记`}
        description={registration.reason ?? '请重新选择服务机构。'}
        style={{ marginBottom: 16 }}
      />
      <div style={{ display: 'flex', gap: 12 }}>
        <div style={{ flex: 1 }}>
          <OrgSelect value={orgId} onChange={setOrgId} exclude={registration.orgId} />
        </div>
        <Button
          type="primary"
          disabled={!orgId}
          loading={rechoose.isPending}
          onClick={() => orgId && rechoose.mutate(orgId)}
        >
          重新提交
        </Button>
      </div>
    </div>
  );
}

function Summary({ registration }: { registration: TransferRegistration }) {
  return (
    <Descriptions
      bordered
      column={2}
      size="middle"
      style={{ marginTop: 20 }}
      data-testid="transfer-summary"
    >
      <Descriptions.Item label="登记状态">
        <Tag color="blue" data-testid="transfer-status">
          {labelOf(ORDER_STATUSES, registration.status)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label="登记方式">
        {labelOf(TRANSFER_METHODS, registration.method)}
      </Descriptions.Item>
      <Descriptions.Item label="申请人类型">
        {labelOf(APPLICANT_TYPES, registration.applicantType)}
      </Descriptions.Item>
      <Descriptions.Item label="申请人">{registration.applicantName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="项目名称">{registration.projectName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="服务机构">{registration.orgName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="提交时间">{registration.updatedAt}</Descriptions.Item>
      <Descriptions.Item label="说明">{registration.reason ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}

/** /Transfer: the transfer registration steps (spec §4 TRANSFER_STEPS) with applicant types. */
export function Component() {
  const info = useTransferInfo();
  const registration = info.data ?? null;
  const step = registration?.step ?? 0;
  const [params, setParams] = useSearchParams();
  // The server decides the step; the address shows it (?step=0/1/3) without adding history.
  useEffect(() => {
    if (!info.isPending && params.get('step') !== String(step)) {
      setParams({ step: String(step) }, { replace: true });
    }
  }, [info.isPending, step, params, setParams]);
  return (
    <section className="mk-form pt-card" data-testid="transfer-page" data-step={step}>
      <h1 className="pt-page-title">技术转让登记</h1>
      <Steps
        style={{ margin: '20px 0 28px' }}
        current={Math.max(0, STEP_KEYS.indexOf(step))}
        items={STEP_KEYS.map((key) => ({ title: labelOf(TRANSFER_STEPS, key) }))}
      />
      {info.isPending ? (
        <SkeletonLines count={6} />
      ) : !registration || step === 0 ? (
        <RiskNotice />
      ) : step === 3 ? (
        <>
          <Rechoose registration={registration} />
          <Summary registration={registration} />
        </>
      ) : registration.method === null ? (
        <MethodForm registration={registration} />
      ) : (
        <>
          <Result
            status="info"
            title={`登记已提交：${labelOf(ORDER_STATUSES, registration.status)}`}
            subTitle="平台或服务机构处理后，状态将在此更新。"
          />
          <Summary registration={registration} />
        </>
      )}
    </section>
  );
}
