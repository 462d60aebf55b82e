import {
  AUTH_TYPE_MATERIALS,
  AUTH_TYPE_VALUES,
  AUTH_TYPES,
  type AuthInfo,
  type AuthType,
  CREDIT_CODE_AUTH_TYPES,
  CREDIT_CODE_INVALID,
  isValidCreditCode,
  Messages,
  submitAuthRequestSchema,
  toAntdRules,
} from '@portal/shared';
import { Button, Form, Input, message, Radio } from 'antd';
import { useState } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { submitAuth } from '../api/submit-auth.ts';
import { MaterialUpload } from './material-upload.tsx';

const rules = toAntdRules(submitAuthRequestSchema);
const CREDIT_CODE_LENGTH = 18;
/** The server's rule for organisations, checked as the member leaves the field. */
const creditCodeRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value === 'string' && value.trim() && !isValidCreditCode(value)) {
      throw new Error(CREDIT_CODE_INVALID);
    }
  },
};
const materialRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value !== 'number') throw new Error(Messages.materialsRequired);
  },
};

interface Values {
  authType: AuthType;
  realName: string;
  certNo: string;
  materials: (number | undefined)[];
}

function asAuthType(value: unknown): AuthType | null {
  const number = Number(value);
  return (AUTH_TYPE_VALUES as readonly number[]).includes(number) ? (number as AuthType) : null;
}

interface CertificationFormProps {
  /** From /Auth?authType=… or the member's current type. */
  initialAuthType: unknown;
  current: AuthInfo | undefined;
  onSubmitted: () => void;
}

/** The certification form (spec §4): type, name, number and the materials the type needs. */
export function CertificationForm({
  initialAuthType,
  current,
  onSubmitted,
}: CertificationFormProps) {
  const [form] = Form.useForm<Values>();
  const first = asAuthType(initialAuthType) ?? asAuthType(current?.authType) ?? 2;
  const [authType, setAuthType] = useState<AuthType>(first);
  const [submitting, setSubmitting] = useState(false);
  const requirement = AUTH_TYPE_MATERIALS[authType];
  const creditCode = CREDIT_CODE_AUTH_TYPES.includes(authType);

  const onFinish = async (raw: Values) => {
    const body = parseForm(form, submitAuthRequestSchema, {
      authType: raw.authType,
      realName: raw.realName,
      certNo: raw.certNo,
      materials: (raw.materials ?? []).filter((id): id is number => typeof id === 'number'),
    });
    if (!body) return;
    setSubmitting(true);
    try {
      await submitAuth(body);
      void message.success(Messages.submitSuccess);
      onSubmitted();
    } catch (error) {
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      size="large"
      initialValues={{ authType: first, materials: [] }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<Values>) => {
        if (changed.authType) {
          setAuthType(changed.authType);
          form.setFieldValue('materials', []);
          // After the re-render, when the rule of the new type is in place.
          if (form.getFieldValue('certNo')) {
            setTimeout(() => void form.validateFields(['certNo']).catch(() => {}), 0);
          }
        }
      }}
      data-testid="certification-form"
    >
      <Form.Item name="authType" label="认证类型" rules={rules.authType} required>
        <Radio.Group
          className="pt-auth-type-choice"
          optionType="button"
          buttonStyle="solid"
          options={AUTH_TYPE_VALUES.map((value) => ({ value, label: AUTH_TYPES[value] }))}
        />
      </Form.Item>
      <Form.Item name="realName" label={requirement.nameLabel} rules={rules.realName} required>
        <Input placeholder={`请输入${requirement.nameLabel}`} maxLength={50} />
      </Form.Item>
      <Form.Item
        name="certNo"
        label={requirement.certNoLabel}
        rules={creditCode ? [...rules.certNo, creditCodeRule] : rules.certNo}
        required
        validateTrigger="onBlur"
      >
        <Input
          placeholder={`请输入${requirement.certNoLabel}`}
          maxLength={creditCode ? CREDIT_CODE_LENGTH : 30}
        />
      </Form.Item>
      <Form.Item
        label="认证材料"
        required
        extra="支持 jpg、png、gif、webp、pdf 格式，单个文件不超过 10MB"
      >
        <div className="pt-material-slots" key={authType}>
          {requirement.materials.map((label, index) => (
            <Form.Item
              key={label}
              name={['materials', index]}
              rules={[materialRule]}
              className="pt-material-slot"
            >
              <MaterialUpload label={label} />
            </Form.Item>
          ))}
        </div>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={submitting} style={{ minWidth: 200 }}>
          提交认证
        </Button>
      </Form.Item>
    </Form>
  );
}
