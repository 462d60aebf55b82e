import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MerchantPaths, type OutcomeRevision, type Page } from '@portal/shared/api/index';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { MerchantMessages as M, outcomeRevisionSchema } from '@portal/shared/validation/merchant';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Cascader,
  Form,
  Input,
  InputNumber,
  message,
  Select,
  Space,
  TreeSelect,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CoverField } from '../components/cover-field.tsx';
import { DraftFormCard } from '../components/draft-form-card.tsx';
import { api } from '../lib/api.ts';
import { fieldTree, regionPath, useDict, useFields, useRegions } from '../lib/options.ts';

const rules = toAntdRules(outcomeRevisionSchema);

type Values = Omit<OutcomeRevision, 'regionCode' | 'cover'> & {
  region: string[];
  coverFileId?: number;
};

/** Writes an outcome draft: the fields the outcome detail shows; saving never publishes. */
export default function OutcomeEditPage() {
  const { id } = useParams();
  const editing = id && id !== 'new' ? Number(id) : undefined;
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const regions = useRegions();
  const fields = useFields();
  const maturity = useDict('maturity');
  const cooperation = useDict('cooperation_type');
  const current = useQuery({
    queryKey: ['merchant', 'outcomes'],
    queryFn: () => api.get<Page<OutcomeRevision>>(MerchantPaths.outcomes, { pageSize: 50 }),
    enabled: editing !== undefined,
    select: (page) => page.records.find((r) => r.id === editing),
  });
  const save = useMutation({
    mutationFn: ({ region, ...v }: Values) =>
      api.post<{ id: number }>(MerchantPaths.outcomeSave, {
        ...(editing ? { id: editing } : {}),
        ...(current.data?.outcomeId ? { outcomeId: current.data.outcomeId } : {}),
        goodsName: v.goodsName,
        techFieldId: v.techFieldId,
        regionCode: region[region.length - 1],
        maturity: v.maturity,
        cooperationType: v.cooperationType,
        price: v.price ?? 0,
        keywords: v.keywords,
        summary: v.summary,
        detail: v.detail,
        linkman: v.linkman,
        linkphone: v.linkphone,
        patents: v.patents ?? [],
        // Attachments have no field here yet: a re-saved draft keeps the ones it has.
        attachmentFileIds: current.data?.attachmentFileIds ?? [],
        ...(v.coverFileId ? { coverFileId: v.coverFileId } : {}),
      }),
    onSuccess: async () => {
      void message.success('草稿已保存，提交审核后发布');
      await queryClient.invalidateQueries({ queryKey: ['merchant', 'outcomes'] });
      navigate('/outcomes');
    },
  });
  if (editing && !current.data) return <Card loading />;
  const r = current.data;
  const initial = r
    ? {
        ...r,
        region: regionPath(r.regionCode),
        ...(r.cover ? { coverFileId: r.cover.id } : {}),
      }
    : { price: 0, patents: [] };
  return (
    <DraftFormCard<Values>
      title={editing ? '编辑成果' : '发布成果'}
      form={form}
      initialValues={initial}
      onFinish={(v) => save.mutate(v)}
      saving={save.isPending}
      testId="merchant-outcome-form"
    >
      <Form.Item name="goodsName" label="成果名称" required rules={rules.goodsName}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="techFieldId"
        label="技术领域"
        rules={[{ required: true, message: M.fieldRequired }]}
      >
        <TreeSelect
          treeData={fieldTree(fields.data ?? [])}
          placeholder="请选择技术领域"
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item
        name="region"
        label="所在地区"
        rules={[{ required: true, message: M.regionRequired }]}
      >
        <Cascader options={regions.data ?? []} placeholder="请选择省 / 市 / 区县" />
      </Form.Item>
      <Form.Item
        name="maturity"
        label="成熟度"
        rules={[{ required: true, message: M.maturityRequired }]}
      >
        <Select options={maturity.data ?? []} placeholder="请选择成熟度" />
      </Form.Item>
      <Form.Item
        name="cooperationType"
        label="转化方式"
        rules={[{ required: true, message: M.cooperationRequired }]}
      >
        <Select options={cooperation.data ?? []} placeholder="请选择转化方式" />
      </Form.Item>
      <Form.Item name="price" label="价格（元，0表示面议）" rules={rules.price}>
        <InputNumber min={0} max={100000000} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="keywords" label="关键词（选填，用“、”分隔）">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="summary" label="成果简介" required rules={rules.summary}>
        <Input.TextArea rows={4} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="detail" label="详细介绍（选填）">
        <Input.TextArea rows={6} maxLength={5000} />
      </Form.Item>
      <Form.List name="patents">
        {(items, { add, remove }) => (
          <Form.Item label="相关专利（选填）">
            {items.map((item) => (
              <Space key={item.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item
                  name={[item.name, 'no']}
                  rules={[{ required: true, message: M.patentInvalid }]}
                >
                  <Input placeholder="专利号" maxLength={30} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'name']}
                  rules={[{ required: true, message: M.patentInvalid }]}
                >
                  <Input placeholder="专利名称" maxLength={100} />
                </Form.Item>
                <MinusCircleOutlined aria-label="删除专利" onClick={() => remove(item.name)} />
              </Space>
            ))}
            <Button type="dashed" onClick={() => add()} icon={<PlusOutlined />}>
              添加专利
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="coverFileId" label="封面图片（选填）" extra="图片在成果审核通过后公开">
        <CoverField initial={r?.cover} testId="outcome-cover" />
      </Form.Item>
      <Form.Item name="linkman" label="联系人" required rules={rules.linkman}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="linkphone" label="联系电话" required rules={rules.linkphone}>
        <Input inputMode="numeric" maxLength={11} />
      </Form.Item>
    </DraftFormCard>
  );
}
