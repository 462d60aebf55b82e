import type { FinancingItem } from '@portal/shared/api/index';
import { TEXTAREA_MAX } from '@portal/shared/constants';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { financingUndertakeSchema } from '@portal/shared/validation/finance-products';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { ContactFields } from '../../../components/common/contact-fields.tsx';
import {
  MemberFormDialog,
  useMemberSubmit,
} from '../../../components/common/member-form-dialog.tsx';
import { undertakeFinancing } from '../api/undertake-financing.ts';

const rules = toAntdRules(financingUndertakeSchema);

/** 我要承接: an institution takes a published financing need (once per member). */
export function UndertakeDialog({
  need,
  onClose,
}: {
  need: FinancingItem | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const { sending, submit } = useMemberSubmit(
    form,
    financingUndertakeSchema,
    undertakeFinancing,
    () => {
      void queryClient.invalidateQueries({ queryKey: ['finance', 'financing'] });
      onClose();
    },
  );
  return (
    <MemberFormDialog
      open={need !== null}
      title={need ? `承接融资需求：${need.companyName}` : '承接融资需求'}
      okText="确认承接"
      sending={sending}
      form={form}
      onClose={onClose}
      testId="undertake-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => submit({ ...values, financingId: need?.id })}
      >
        <Form.Item label="机构名称" name="orgName" rules={rules.orgName} required>
          <Input placeholder="请输入机构名称" maxLength={100} />
        </Form.Item>
        <ContactFields name="linkName" phone="linkPhone" rules={rules} />
        <Form.Item label="对接说明" name="remark" rules={rules.remark}>
          <Input.TextArea
            placeholder="可提供的融资方式、额度和下一步安排"
            maxLength={TEXTAREA_MAX}
            showCount
            rows={3}
          />
        </Form.Item>
      </Form>
    </MemberFormDialog>
  );
}
