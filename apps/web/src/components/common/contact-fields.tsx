import { Form, type FormItemProps, Input } from 'antd';

/**
 * 联系人 and 联系电话 of an application form, both required, on the form's own field names
 * (`linkName`/`linkPhone` or `linkman`/`linkphone`) and their rules.
 */
export function ContactFields<N extends string, P extends string>({
  name,
  phone,
  rules,
  phonePlaceholder = '请输入手机号',
}: {
  name: N;
  phone: P;
  rules: Record<N | P, FormItemProps['rules']>;
  phonePlaceholder?: string;
}) {
  // Form.Item's own name typing cannot follow a generic key: the names go in as plain strings.
  const field: { name: string; phone: string } = { name, phone };
  return (
    <>
      <Form.Item label="联系人" name={field.name} rules={rules[name]} required>
        <Input placeholder="请输入联系人" maxLength={50} />
      </Form.Item>
      <Form.Item label="联系电话" name={field.phone} rules={rules[phone]} required>
        <Input placeholder={phonePlaceholder} maxLength={11} inputMode="numeric" />
      </Form.Item>
    </>
  );
}
