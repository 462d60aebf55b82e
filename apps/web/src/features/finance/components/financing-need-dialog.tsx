import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { financingNeedSchema } from '@portal/shared/validation/finance';
import { Form, Input } from 'antd';
import {
  DialogTextArea,
  MemberGridDialog,
} from '../../../components/common/member-form-dialog.tsx';
import { addFinancingDemand } from '../api/add-financing-demand.ts';
import { FinanceCaptchaField } from './finance-captcha-field.tsx';
import { CompanyAmountFields } from './finance-fields.tsx';
import type { FinanceDialogProps } from './loan-dialog.tsx';
import './finance-forms.css';

const rules = toAntdRules(financingNeedSchema);

interface FinancingValues {
  companyName: string;
  applyMoney: string;
  projectDesc?: string;
  stockPecent?: string;
  linkPhone: string;
  captcha: string;
}

/** 融资需求 (spec §3, §5): 776 px, SMS code of purpose 4, stored for the member. */
export default function FinancingNeedDialog({ open, onClose }: FinanceDialogProps) {
  const [form] = Form.useForm<FinancingValues>();
  return (
    <MemberGridDialog
      open={open}
      title="融资需求"
      okText="提交需求"
      form={form}
      onClose={onClose}
      testId="financing-dialog"
      intro="发布股权融资需求后，平台将向合作投资机构推荐您的项目，请如实填写。"
      schema={financingNeedSchema}
      send={addFinancingDemand}
    >
      <CompanyAmountFields amountLabel="融资金额" rules={rules} />
      <Form.Item label="出让股权比例" name="stockPecent" rules={rules.stockPecent}>
        <Input placeholder="请输入出让股权比例" suffix="%" maxLength={6} />
      </Form.Item>
      <Form.Item label="联系电话" name="linkPhone" rules={rules.linkPhone} required>
        <Input placeholder="请输入手机号" maxLength={11} />
      </Form.Item>
      <FinanceCaptchaField form={form} rules={rules.captcha} />
      <DialogTextArea
        label="项目简介"
        name="projectDesc"
        rules={rules.projectDesc}
        placeholder="请简要介绍项目及资金用途"
        rows={4}
      />
    </MemberGridDialog>
  );
}
