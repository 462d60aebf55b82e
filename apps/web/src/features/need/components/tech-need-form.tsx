import type { CreatedId, TechNeedRequest } from '@portal/shared/api/index';
import { TEXTAREA_MAX } from '@portal/shared/constants';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { type TechNeedValues, techNeedSchema } from '@portal/shared/validation/need';
import { DatePicker, Form, type FormInstance, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useMemberSubmit } from '../../../components/common/member-form-dialog.tsx';
import { addNeed } from '../api/add-need.ts';
import { useNeedTags } from '../api/get-need-tags.ts';
import { NeedContactFields } from './need-contact-fields.tsx';
import './tech-need-dialog.css';

const rules = toAntdRules(techNeedSchema);
const DATE_FORMAT = 'YYYY-MM-DD';

export interface NeedValues {
  goodsName: string;
  needType?: number;
  giveType?: number;
  deadlineTime?: string;
  goodsDesc?: string;
  companyName?: string;
  regionCode?: string;
  linkman?: string;
  linkphone?: string;
}

export interface TechNeedFormProps {
  form: FormInstance<NeedValues>;
  onSending: (sending: boolean) => void;
  onSent: (created: CreatedId) => void;
}

/**
 * The tech need form (spec §3, §5): need type and transfer type from the need tags (types 1
 * and 2), sent to /need/add. Without a token, sending only shows 请登录 (spec §6). Used by the
 * home page dialog and by /PublishRequirement; the caller owns the submit button.
 */
export function TechNeedForm({ form, onSending, onSent }: TechNeedFormProps) {
  const needTypes = useNeedTags(1);
  const giveTypes = useNeedTags(2);

  // tagIds: the need type and transfer type ids (spec §3).
  const send = (parsed: TechNeedValues) =>
    addNeed({ ...parsed, tagIds: [parsed.needType, parsed.giveType] } satisfies TechNeedRequest);
  const { sending, submit } = useMemberSubmit(form, techNeedSchema, send, onSent);
  useEffect(() => onSending(sending), [sending, onSending]);

  return (
    <Form form={form} layout="vertical" className="pt-need-form" onFinish={submit}>
      <Form.Item
        label="需求名称"
        name="goodsName"
        rules={rules.goodsName}
        required
        className="pt-need-wide"
      >
        <Input placeholder="请输入需求名称" maxLength={50} />
      </Form.Item>
      <Form.Item label="需求类别" name="needType" rules={rules.needType} required>
        <Select
          placeholder="请选择需求类别"
          loading={needTypes.isPending}
          options={(needTypes.data ?? []).map((tag) => ({ value: tag.id, label: tag.tagName }))}
          data-testid="need-type"
        />
      </Form.Item>
      <Form.Item label="转让方式" name="giveType" rules={rules.giveType} required>
        <Select
          placeholder="请选择转让方式"
          loading={giveTypes.isPending}
          options={(giveTypes.data ?? []).map((tag) => ({ value: tag.id, label: tag.tagName }))}
          data-testid="give-type"
        />
      </Form.Item>
      <Form.Item
        label="截止时间"
        name="deadlineTime"
        rules={rules.deadlineTime}
        required
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(value?: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined)}
      >
        <DatePicker
          placeholder="请选择截止时间"
          format={DATE_FORMAT}
          style={{ width: '100%' }}
          disabledDate={(date) => date.isBefore(dayjs(), 'day')}
          data-testid="deadline-time"
        />
      </Form.Item>
      <Form.Item label="需求描述" name="goodsDesc" rules={rules.goodsDesc} className="pt-need-wide">
        <Input.TextArea
          placeholder="请描述需要解决的技术问题、预期指标与合作方式"
          maxLength={TEXTAREA_MAX}
          showCount
          rows={4}
        />
      </Form.Item>
      <NeedContactFields form={form} />
    </Form>
  );
}
