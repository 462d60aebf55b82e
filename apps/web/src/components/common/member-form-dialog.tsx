import { DIALOG_WIDTH, TEXTAREA_MAX } from '@portal/shared/constants';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation } from '@tanstack/react-query';
import { Form, type FormInstance, type FormItemProps, Input, Modal, message } from 'antd';
import type { ReactNode } from 'react';
import { parseForm, type SafeParser } from '../../lib/form-schema.ts';
import { ensureMember } from '../../lib/member-only.ts';
import './member-form-dialog.css';

/**
 * The submit path every member dialog shares (spec §5, §6): a guest is told 请登录 and nothing
 * is sent; otherwise the values are checked with the shared schema, sent, 提交成功 shown and the
 * dialog closed. Failed calls were already reported by the request layer (and logged by the
 * query client's mutation cache).
 */
export function useMemberSubmit<T, R>(
  form: FormInstance,
  schema: SafeParser<T>,
  send: (parsed: T) => Promise<R>,
  onDone: (result: R) => void,
) {
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      void message.success(Messages.submitSuccess);
      onDone(result);
    },
  });
  const submit = (values: unknown) => {
    if (!ensureMember()) return;
    const parsed = parseForm(form, schema, values);
    if (parsed) sending.mutate(parsed);
  };
  return { sending: sending.isPending, submit };
}

interface MemberFormDialogProps {
  open: boolean;
  title: string;
  okText: string;
  sending: boolean;
  form: FormInstance;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** The 776 px dialog shell of the member forms; it resets its form once closed. */
export function MemberFormDialog(props: MemberFormDialogProps) {
  const { open, title, okText, sending, form, onClose, testId, children } = props;
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={sending}
      // A guest is told 请登录 before anything else (spec §6).
      onOk={() => ensureMember() && form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      maskClosable={false}
      forceRender
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}

interface MemberGridDialogProps<T, R> extends Omit<MemberFormDialogProps, 'sending'> {
  intro: ReactNode;
  schema: SafeParser<T>;
  send: (parsed: T) => Promise<R>;
  /** After 提交成功; without it the dialog just closes. */
  onDone?: (result: R) => void;
}

/** A member request in two columns under its introduction (the finance and evaluation requests). */
export function MemberGridDialog<T, R>(props: MemberGridDialogProps<T, R>) {
  const { intro, schema, send, onDone, children, ...dialog } = props;
  const { sending, submit } = useMemberSubmit(dialog.form, schema, send, onDone ?? dialog.onClose);
  return (
    <MemberFormDialog {...dialog} sending={sending}>
      <p className="pt-dialog-intro">{intro}</p>
      <Form
        form={dialog.form}
        layout="vertical"
        className="pt-dialog-form pt-dialog-grid"
        onFinish={submit}
      >
        {children}
      </Form>
    </MemberFormDialog>
  );
}

/** The full-width text area of a grid form, with its character count. */
export function DialogTextArea({
  label,
  name,
  rules,
  required,
  placeholder,
  rows,
}: {
  label: string;
  name: string;
  rules: FormItemProps['rules'];
  required?: boolean;
  placeholder: string;
  rows: number;
}) {
  return (
    <Form.Item
      label={label}
      name={name}
      rules={rules}
      required={required}
      className="pt-dialog-wide"
    >
      <Input.TextArea placeholder={placeholder} maxLength={TEXTAREA_MAX} showCount rows={rows} />
    </Form.Item>
  );
}
