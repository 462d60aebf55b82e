import type { EvaluationAgency } from '@portal/shared/api/index';
import { EVALUATION_TYPES } from '@portal/shared/enums/evaluation';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { evaluationRequestSchema } from '@portal/shared/validation/evaluation';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { ContactFields } from '../../../components/common/contact-fields.tsx';
import {
  DialogTextArea,
  MemberGridDialog,
} from '../../../components/common/member-form-dialog.tsx';
import { requestEvaluation } from '../api/request-evaluation.ts';

const rules = toAntdRules(evaluationRequestSchema);

const TYPE_OPTIONS = Object.entries(EVALUATION_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface RequestValues {
  evaluationType?: number;
  outcomeName: string;
  agencyId?: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  purpose: string;
}

interface RequestDialogProps {
  open: boolean;
  agencies: readonly EvaluationAgency[];
  onClose: () => void;
}

/** 申请技术评价: the member names the outcome and the kind of evaluation; 待受理 once sent. */
export function RequestDialog({ open, agencies, onClose }: RequestDialogProps) {
  const [form] = Form.useForm<RequestValues>();
  const client = useQueryClient();
  const onDone = () => {
    void client.invalidateQueries({ queryKey: ['evaluation', 'mine'] });
    onClose();
  };
  return (
    <MemberGridDialog
      open={open}
      title="申请技术评价"
      okText="提交申请"
      form={form}
      onClose={onClose}
      testId="evaluation-dialog"
      intro="平台收到申请后将在3个工作日内受理，并按您选择的评价类型匹配评价机构；进度可在本页“我的评价申请”中查看。"
      schema={evaluationRequestSchema}
      send={requestEvaluation}
      onDone={onDone}
    >
      <Form.Item label="评价类型" name="evaluationType" rules={rules.evaluationType} required>
        <Select placeholder="请选择评价类型" options={TYPE_OPTIONS} data-testid="evaluation-type" />
      </Form.Item>
      <Form.Item label="意向评价机构" name="agencyId" rules={rules.agencyId}>
        <Select
          placeholder="由平台推荐"
          allowClear
          options={agencies.map((a) => ({ value: a.id, label: a.agencyName }))}
        />
      </Form.Item>
      <Form.Item
        label="成果名称"
        name="outcomeName"
        rules={rules.outcomeName}
        required
        className="pt-dialog-wide"
      >
        <Input placeholder="请输入成果名称" maxLength={50} />
      </Form.Item>
      <Form.Item label="申请单位" name="companyName" rules={rules.companyName} required>
        <Input placeholder="请输入企业名称" maxLength={50} />
      </Form.Item>
      <ContactFields name="linkman" phone="linkphone" rules={rules} />
      <DialogTextArea
        label="评价目的及成果简介"
        name="purpose"
        rules={rules.purpose}
        required
        placeholder="如申报奖励、技术交易定价、质押融资等，并简述成果的主要技术内容"
        rows={4}
      />
    </MemberGridDialog>
  );
}
