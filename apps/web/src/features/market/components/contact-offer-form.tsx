import { ApiError } from '@portal/client/request';
import { TEXTAREA_MAX } from '@portal/shared/constants';
import type { AntdValidatorRule } from '@portal/shared/validation/antd-rule';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result } from 'antd';
import { type ReactNode, useState } from 'react';
import { getHref } from '../../../app/paths.ts';
import type { RouteName } from '../../../app/routes.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import './market-forms.css';

export interface OfferValues {
  companyName: string;
  linkman: string;
  linkphone: string;
  text: string;
}

interface ContactOfferFormProps {
  target: ReactNode;
  textLabel: string;
  textPlaceholder: string;
  rules: Record<'companyName' | 'linkman' | 'linkphone' | 'text', AntdValidatorRule[]>;
  submitText: string;
  /** Resolves with the server's success message. */
  onSubmit: (values: OfferValues) => Promise<string>;
  notice?: ReactNode;
  resultTitle: string;
  back: { to: RouteName; id: number; label: string };
}

/**
 * The member's offer on a need (/Undertake) or a bounty (/ParticipateBounty): contact and plan,
 * then the result. A refusal (second offer, closed…) keeps the form and shows the server's
 * message under it as well as in the request layer's toast.
 */
export function ContactOfferForm(props: ContactOfferFormProps) {
  const [form] = Form.useForm<OfferValues>();
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const backHref = getHref(props.back.to, { query: { id: props.back.id } });
  const offer = useMutation({
    mutationFn: props.onSubmit,
    onSuccess: setDone,
    onError: (error) => {
      if (error instanceof ApiError) setRefused(error.message);
    },
  });

  if (done) {
    return (
      <section className="mk-form pt-card" data-testid="offer-result">
        <Result
          status="success"
          title={props.resultTitle}
          subTitle={done}
          extra={
            <LinkButton type="primary" to={backHref}>
              {props.back.label}
            </LinkButton>
          }
        />
      </section>
    );
  }

  const onFinish = (values: OfferValues) => {
    setRefused(null);
    offer.mutate(values);
  };

  return (
    <section className="mk-form pt-card" data-testid="offer-form">
      <div className="mk-form__target">{props.target}</div>
      {props.notice}
      {refused && (
        <Alert
          type="error"
          showIcon
          message={refused}
          style={{ marginBottom: 16 }}
          data-testid="offer-refused"
        />
      )}
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item label="单位名称" name="companyName" rules={props.rules.companyName} required>
          <Input placeholder="请输入单位名称" maxLength={50} />
        </Form.Item>
        <Form.Item label="联系人" name="linkman" rules={props.rules.linkman} required>
          <Input placeholder="请输入联系人" maxLength={30} />
        </Form.Item>
        <Form.Item label="联系电话" name="linkphone" rules={props.rules.linkphone} required>
          <Input placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        <Form.Item label={props.textLabel} name="text" rules={props.rules.text} required>
          <Input.TextArea
            placeholder={props.textPlaceholder}
            maxLength={TEXTAREA_MAX}
            showCount
            rows={5}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={offer.isPending} block size="large">
          {props.submitText}
        </Button>
      </Form>
    </section>
  );
}
