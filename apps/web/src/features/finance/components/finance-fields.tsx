import { Form, type FormItemProps, Input, Select } from 'antd';
import { useDictOptions } from '../../content/api/get-dict-options.ts';

/** Fields the finance application forms share. */

/** 担保方式 (guarantyType, required) of a loan application: the options of the guaranty_type dict. */
export function GuarantyTypeField({ rules }: { rules: FormItemProps['rules'] }) {
  const guaranty = useDictOptions('guaranty_type');
  return (
    <Form.Item label="担保方式" name="guarantyType" rules={rules} required>
      <Select
        placeholder="请选择担保方式"
        loading={guaranty.isPending}
        options={(guaranty.data ?? []).map((item) => ({
          value: Number(item.optValue),
          label: item.optName,
        }))}
        data-testid="guaranty-type"
      />
    </Form.Item>
  );
}

/** 企业名称 and the amount asked in 万元 (applyMoney, labelled `amountLabel`) of a finance dialog. */
export function CompanyAmountFields({
  amountLabel,
  rules,
}: {
  amountLabel: string;
  rules: Record<'companyName' | 'applyMoney', FormItemProps['rules']>;
}) {
  return (
    <>
      <Form.Item label="企业名称" name="companyName" rules={rules.companyName} required>
        <Input placeholder="请输入企业名称" maxLength={50} />
      </Form.Item>
      <Form.Item label={amountLabel} name="applyMoney" rules={rules.applyMoney} required>
        <Input placeholder={`请输入${amountLabel}`} suffix="万元" maxLength={16} />
      </Form.Item>
    </>
  );
}
