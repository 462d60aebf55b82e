import { DIALOG_WIDTH } from '@portal/shared/constants';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { ensureMember } from '../../../lib/member-only.ts';
import { type NeedValues, TechNeedForm } from './tech-need-form.tsx';

export interface TechNeedDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 发布技术需求 as the home page dialog: the shared TechNeedForm inside a Modal. */
export default function TechNeedDialog({ open, onClose }: TechNeedDialogProps) {
  const [form] = Form.useForm<NeedValues>();
  const [sending, setSending] = useState(false);

  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title="发布技术需求"
      okText="提交需求"
      cancelText="取消"
      confirmLoading={sending}
      // A guest is told 请登录 before anything else (spec §6).
      onOk={() => ensureMember() && form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      maskClosable={false}
      forceRender
      data-testid="tech-need-dialog"
    >
      <p className="pt-need-intro">
        发布企业技术需求，平台将为您匹配高校院所科技成果与专家团队，需求经审核后公开展示。
      </p>
      <TechNeedForm form={form} onSending={setSending} onSent={onClose} />
    </Modal>
  );
}
