import type { FormInstance } from 'antd';
import { Button, Card, Form } from 'antd';
import type { ReactNode } from 'react';

interface DraftFormCardProps<V> {
  title: string;
  /** Shown between the title and the form. */
  notice?: ReactNode;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onFinish: (values: V) => void;
  /** The draft is being saved (the button spins). */
  saving: boolean;
  testId: string;
  /** The form's items. */
  children: ReactNode;
}

/** A record's draft form (outcome, service): its fields, then 保存草稿; saving never publishes. */
export function DraftFormCard<V>(props: DraftFormCardProps<V>) {
  return (
    <Card title={<h1 className="mc-h1">{props.title}</h1>}>
      {props.notice}
      <Form<V>
        form={props.form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={props.onFinish}
        data-testid={props.testId}
        style={{ maxWidth: 720 }}
        scrollToFirstError
      >
        {props.children}
        <Button type="primary" htmlType="submit" loading={props.saving}>
          保存草稿
        </Button>
      </Form>
    </Card>
  );
}
