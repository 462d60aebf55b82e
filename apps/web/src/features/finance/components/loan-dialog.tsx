import { TEXTAREA_MAX } from '@portal/shared/constants';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { loanApplicationSchema } from '@portal/shared/validation/finance';
import { Form, Input } from 'antd';
import { ContactFields } from '../../../components/common/contact-fields.tsx';
import {
  DialogTextArea,
  MemberGridDialog,
} from '../../../components/common/member-form-dialog.tsx';
import { addLoanApply } from '../api/add-loan-apply.ts';
import { FinanceCaptchaField } from './finance-captcha-field.tsx';
import { CompanyAmountFields, GuarantyTypeField } from './finance-fields.tsx';
import './finance-forms.css';

const rules = toAntdRules(loanApplicationSchema);

interface LoanValues {
  companyName: string;
  applyMoney: string;
  guarantyType?: number;
  moneyUse?: string;
  businessScope?: string;
  linkName: string;
  linkPhone: string;
  captcha: string;
}

export interface FinanceDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 贷款申请 (spec §3, §5): 776 px, SMS code of purpose 4, stored for the member. */
export default function LoanDialog({ open, onClose }: FinanceDialogProps) {
  const [form] = Form.useForm<LoanValues>();
  return (
    <MemberGridDialog
      open={open}
      title="贷款申请"
      okText="提交申请"
      form={form}
      onClose={onClose}
      testId="loan-dialog"
      intro="平台将根据您的申请为您匹配合作银行的信贷产品，请如实填写企业信息。"
      schema={loanApplicationSchema}
      send={addLoanApply}
    >
      <CompanyAmountFields amountLabel="申请金额" rules={rules} />
      <GuarantyTypeField rules={rules.guarantyType} />
      <Form.Item label="资金用途" name="moneyUse" rules={rules.moneyUse}>
        <Input placeholder="如购置设备、研发投入、流动资金等" maxLength={TEXTAREA_MAX} />
      </Form.Item>
      <ContactFields name="linkName" phone="linkPhone" rules={rules} />
      <FinanceCaptchaField form={form} rules={rules.captcha} />
      <DialogTextArea
        label="经营范围"
        name="businessScope"
        rules={rules.businessScope}
        placeholder="请输入企业经营范围"
        rows={3}
      />
    </MemberGridDialog>
  );
}
