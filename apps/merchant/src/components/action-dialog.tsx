import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { settled } from '../lib/work.ts';

interface ActionDialogProps<V> {
  title: string;
  okText: string;
  danger?: boolean;
  /** The work action is under way (the OK button spins). */
  pending: boolean;
  /** Sends the action with the form's values. */
  send: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Shown above the form. */
  intro?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/**
 * A work action that needs a few fields: OK checks them, sends the action and closes once it
 * went through. A failed rule shows under its field; a refused request says why in a toast.
 */
export function ActionDialog<V>(props: ActionDialogProps<V>) {
  const [form] = Form.useForm<V>();
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText="返回"
      okButtonProps={{ danger: props.danger, loading: props.pending }}
      onCancel={props.onClose}
      onOk={async () => {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        if (await settled(props.send(values))) props.onClose();
      }}
    >
      {props.intro}
      <Form form={form} layout="vertical">
        {props.children}
      </Form>
    </Modal>
  );
}

interface ReasonDialogProps {
  title: string;
  okText: string;
  /** The reason's label (who will read it) and its message when left empty. */
  label: string;
  required: string;
  testId: string;
  pending: boolean;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A refusal or cancellation: a required reason of up to 200 characters, sent with OK. */
export function ReasonDialog({ label, required, testId, send, ...dialog }: ReasonDialogProps) {
  return (
    <ActionDialog<{ reason: string }> {...dialog} danger send={(values) => send(values.reason)}>
      <Form.Item
        name="reason"
        label={label}
        rules={[{ required: true, whitespace: true, message: required }]}
      >
        <Input.TextArea maxLength={200} showCount rows={3} data-testid={testId} />
      </Form.Item>
    </ActionDialog>
  );
}
