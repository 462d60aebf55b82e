import { Form } from 'antd';
import { useState } from 'react';
import { MemberFormDialog } from '../../../components/common/member-form-dialog.tsx';
import { type NeedValues, TechNeedForm } from './tech-need-form.tsx';

export interface TechNeedDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 发布技术需求 as the home page dialog: the shared TechNeedForm inside the member dialog shell. */
export default function TechNeedDialog({ open, onClose }: TechNeedDialogProps) {
  const [form] = Form.useForm<NeedValues>();
  const [sending, setSending] = useState(false);

  return (
    <MemberFormDialog
      open={open}
      title="发布技术需求"
      okText="提交需求"
      sending={sending}
      form={form}
      onClose={onClose}
      testId="tech-need-dialog"
    >
      <p className="pt-dialog-intro pt-need-intro">
        发布企业技术需求，平台将为您匹配高校院所科技成果与专家团队，需求经审核后公开展示。
      </p>
      <TechNeedForm form={form} onSending={setSending} onSent={onClose} />
    </MemberFormDialog>
  );
}
