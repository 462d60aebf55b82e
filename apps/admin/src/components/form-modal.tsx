import { Modal } from 'antd';
import type { ReactNode } from 'react';

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
