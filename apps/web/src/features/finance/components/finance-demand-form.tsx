import { FileDoneOutlined } from '@ant-design/icons';
import type { CompanyPropertyValue } from '@portal/shared/api/index';
import { FINANCE_SIGN_SUCCESS } from '@portal/shared/api/index';
import { JOIN_REASON_MAX } from '@portal/shared/constants';
import {
  financeDemandApplicationSchema,
  Messages,
  toAntdRules,
} from '@portal/shared/validation/index';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, message, Select } from 'antd';
import { ContactFields } from '../../../components/common/contact-fields.tsx';
import { parseForm } from '../../../lib/form-schema.ts';
import { ensureMember } from '../../../lib/member-only.ts';
import { useDictOptions } from '../../content/api/get-dict-options.ts';
import { signFinanceDemand } from '../api/sign-finance-demand.ts';
import './finance-forms.css';

const COMPANY_PROPERTY_KEY = 'company_property';

const rules = {
  ...toAntdRules(financeDemandApplicationSchema),
  // The select holds the option's id; the pair {id, optName} is built on submit.
  companyProperty: [{ required: true, message: Messages.companyPropertyRequired }],
};

interface DemandValues {
  companyName: string;
  legalPerson: string;
  companyProperty?: number;
  linkman: string;
  linkphone: string;
  companyAddress: string;
  mainBusiness: string;
  ownQuality?: string;
  joinReason: string;
}

function confirmSubmit(): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: Messages.confirmTitle,
      content: Messages.confirmSubmit,
      okText: Messages.confirmOk,
      cancelText: Messages.confirmCancel,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * 金融需求申报 (spec §3, §5, §7): rules checked on blur; sending asks 请确认提交信息; the
 * application carries signCategory REQUIREMENT; msg SUCCESS means stored → 提交成功 and reset.
 */
export default function FinanceDemandForm() {
  const [form] = Form.useForm<DemandValues>();
  const properties = useDictOptions(COMPANY_PROPERTY_KEY);

  // A refusal: the request layer has shown the server's message.
  const sign = useMutation({
    mutationFn: signFinanceDemand,
    onSuccess: (result) => {
      if (result.msg === FINANCE_SIGN_SUCCESS) {
        void message.success(Messages.submitSuccess);
        form.resetFields();
      }
    },
  });
  const onFinish = async (values: DemandValues) => {
    if (!ensureMember()) return;
    const option = properties.data?.find((item) => item.id === values.companyProperty);
    const companyProperty: CompanyPropertyValue | undefined = option
      ? { id: option.id, optName: option.optName }
      : undefined;
    const parsed = parseForm(form, financeDemandApplicationSchema, {
      ...values,
      companyProperty,
      signCategory: 'REQUIREMENT',
    });
    if (!parsed) return;
    if (await confirmSubmit()) sign.mutate(parsed);
  };

  return (
    <div className="pt-fin-demand">
      <div className="pt-fin-demand__head">
        <FileDoneOutlined className="pt-fin-demand__icon" />
        <div>
          <h3 className="pt-fin-demand__title">金融需求申报</h3>
          <p className="pt-fin-demand__sub">填写企业信息与融资需求，平台金融专员将尽快与您联系</p>
        </div>
      </div>
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        onFinish={(values) => void onFinish(values)}
        className="pt-fin-demand__form"
        data-testid="finance-demand-form"
        requiredMark
      >
        <Form.Item label="单位名称" name="companyName" rules={rules.companyName} required>
          <Input placeholder="请输入单位名称" maxLength={50} />
        </Form.Item>
        <Form.Item label="法人代表" name="legalPerson" rules={rules.legalPerson} required>
          <Input placeholder="请输入法人代表" maxLength={50} />
        </Form.Item>
        <Form.Item label="单位性质" name="companyProperty" rules={rules.companyProperty}>
          <Select
            placeholder="请选择单位性质"
            loading={properties.isPending}
            options={(properties.data ?? []).map((item) => ({
              value: item.id,
              label: item.optName,
            }))}
            data-testid="company-property"
          />
        </Form.Item>
        <ContactFields
          name="linkman"
          phone="linkphone"
          rules={rules}
          phonePlaceholder="请输入联系电话"
        />
        <Form.Item label="公司注册地址" name="companyAddress" rules={rules.companyAddress} required>
          <Input placeholder="请输入公司注册地址" maxLength={200} />
        </Form.Item>
        <Form.Item label="公司主营业务" name="mainBusiness" rules={rules.mainBusiness} required>
          <Input placeholder="请输入公司主营业务" maxLength={300} />
        </Form.Item>
        <Form.Item label="自有资质" name="ownQuality" rules={rules.ownQuality}>
          <Input placeholder="如高新技术企业、专精特新等（选填）" maxLength={300} />
        </Form.Item>
        <Form.Item
          label="公司需求描述"
          name="joinReason"
          rules={rules.joinReason}
          required
          className="pt-fin-demand__wide"
        >
          <Input
            placeholder="请简要描述融资需求（30字以内）"
            maxLength={JOIN_REASON_MAX}
            showCount
          />
        </Form.Item>
        <Form.Item className="pt-fin-demand__wide pt-fin-demand__submit">
          <Button
            type="primary"
            size="large"
            loading={sign.isPending}
            block
            // A guest is told 请登录 before anything else (spec §6).
            onClick={() => ensureMember() && form.submit()}
          >
            提交申报
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
