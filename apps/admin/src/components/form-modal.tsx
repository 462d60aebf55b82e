import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

interface FormModalProps {
  open: boolean;
  title: ReactNode;
  okText: string;
  /** The submit is under way (the OK button spins). */
  loading: boolean;
  onClose: () => void;
  onOk: () => void;
  width?: number;
  children: ReactNode;
}

/** A dialog around a form: OK submits it, 取消 closes it, and its fields reset on close. */
export function FormModal({
  open,
  title,
  okText,
  loading,
  onClose,
  onOk,
  width,
  children,
}: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      {...(width ? { width } : {})}
      okButtonProps={{ loading }}
      onCancel={onClose}
      onOk={onOk}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

interface FormModalButtonProps<V> {
  /** The button's text. */
  label: ReactNode;
  title: ReactNode;
  okText: string;
  /** Shown above the form. */
  intro?: ReactNode;
  initialValues?: Partial<V>;
  /** Sends the form's values. */
  send: (values: V) => Promise<unknown>;
  /** Said once it went through; the dialog then closes and `invalidate` is refreshed. */
  done: string;
  invalidate: readonly unknown[][];
  /** The form's items. */
  children: ReactNode;
}

/** A row's small primary button that opens a FormModal; OK sends its form. */
export function FormModalButton<V>(props: FormModalButtonProps<V>) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<V>();
  const send = useMutation({
    mutationFn: props.send,
    onSuccess: () => {
      void message.success(props.done);
      setOpen(false);
      for (const key of props.invalidate) void client.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <FormModal
        open={open}
        title={props.title}
        okText={props.okText}
        loading={send.isPending}
        onClose={() => setOpen(false)}
        onOk={() => form.submit()}
      >
        {props.intro}
        <Form
          form={form}
          layout="vertical"
          initialValues={props.initialValues}
          onFinish={(v) => send.mutate(v)}
        >
          {props.children}
        </Form>
      </FormModal>
    </>
  );
}
