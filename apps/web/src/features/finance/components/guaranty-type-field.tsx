import { Form, type FormItemProps, Select } from 'antd';
import { useDictOptions } from '../../content/api/get-dict-options.ts';

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
