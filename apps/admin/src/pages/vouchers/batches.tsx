import { SERVICE_TYPES } from '@portal/shared/enums/service-type';
import { VOUCHER_BATCH_STATUSES, VOUCHER_REDEEMERS } from '@portal/shared/enums/voucher';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import {
  AdminVoucherPaths as P,
  type VoucherBatchView,
  voucherBatchSchema,
} from '@portal/shared/voucher/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../components/export-button.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { optionsOf } from '../../components/labels.ts';
import { WholeTable } from '../../components/paged-table.tsx';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

const yuan = (v: number) => `${v.toLocaleString('zh-CN')} 元`;
const rules = toAntdRules(voucherBatchSchema);
const DATE = { placeholder: 'yyyy-MM-dd', maxLength: 10 };
const numberOptions = (table: Record<number, string>) =>
  optionsOf(table).map((o) => ({ ...o, value: Number(o.value) }));

type Editing = { id: number | null; values: Partial<VoucherBatchView> };

/** 创新券批次: every batch with what is left of its budget; the content role opens and edits them. */
export default function VoucherBatchesPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const editor = useSession()?.operator.roles.includes('content') ?? false;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm();
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'voucher-batches'],
    queryFn: () => api.get<VoucherBatchView[]>(P.batches),
  });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      api.post<unknown>(id ? P.batch(id) : P.batches, body),
    onSuccess: () => {
      void message.success('已保存');
      setEditing(null);
      void client.invalidateQueries({ queryKey: ['admin', 'voucher-batches'] });
    },
  });
  const open = (row: VoucherBatchView | null) => {
    const values = row ?? {
      year: new Date().getFullYear(),
      maxSharePercent: 50,
      redeemer: 1,
      status: 1,
    };
    setEditing({ id: row?.id ?? null, values });
    form.setFieldsValue(values);
  };
  const submit = async () => {
    const values = await form.validateFields();
    const parsed = voucherBatchSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setFields([{ name: String(issue?.path[0] ?? 'name'), errors: [issue?.message ?? ''] }]);
      return;
    }
    save.mutate({ id: editing?.id ?? null, body: parsed.data });
  };
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        {editor && (
          <Button type="primary" onClick={() => open(null)}>
            新建批次
          </Button>
        )}
        <ExportButton path={P.batches} filters={{}} name="创新券批次" />
      </div>
      <WholeTable<VoucherBatchView>
        rows={data}
        loading={isFetching}
        columns={[
          { title: '批次', dataIndex: 'name' },
          { title: '年度', dataIndex: 'year' },
          { title: '总额度', dataIndex: 'totalBudget', render: yuan },
          { title: '剩余额度', dataIndex: 'remaining', render: yuan },
          { title: '单笔上限', dataIndex: 'claimCap', render: yuan },
          {
            title: '申领时间',
            key: 'window',
            render: (_v, r) => `${r.claimStart} 至 ${r.claimEnd}`,
          },
          { title: '有效期至', dataIndex: 'validUntil' },
          { title: '抵扣比例', dataIndex: 'maxSharePercent', render: (v: number) => `${v}%` },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number, r) =>
              `${VOUCHER_BATCH_STATUSES[v as 0 | 1]}${r.claimable ? '（申领中）' : ''}`,
          },
          ...(editor
            ? [
                {
                  title: '操作',
                  key: 'op',
                  render: (_v: unknown, r: VoucherBatchView) => (
                    <Button size="small" onClick={() => open(r)}>
                      编辑
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormModal
        open={editing !== null}
        title={editing?.id ? '编辑批次' : '新建批次'}
        okText="保存"
        width={720}
        loading={save.isPending}
        onClose={() => setEditing(null)}
        onOk={() => void submit()}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item label="批次名称" name="name" rules={rules.name}>
            <Input maxLength={60} />
          </Form.Item>
          <Space wrap size="middle">
            <Form.Item label="年度" name="year" rules={rules.year}>
              <InputNumber precision={0} />
            </Form.Item>
            <Form.Item label="总额度（元）" name="totalBudget" rules={rules.totalBudget}>
              <InputNumber precision={0} min={1} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item label="单笔上限（元）" name="claimCap" rules={rules.claimCap}>
              <InputNumber precision={0} min={1} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="企业年度上限（元）" name="yearCap" rules={rules.yearCap}>
              <InputNumber precision={0} min={1} style={{ width: 140 }} />
            </Form.Item>
          </Space>
          <Space wrap size="middle">
            <Form.Item label="申领开始" name="claimStart" rules={rules.claimStart}>
              <Input {...DATE} />
            </Form.Item>
            <Form.Item label="申领截止" name="claimEnd" rules={rules.claimEnd}>
              <Input {...DATE} />
            </Form.Item>
            <Form.Item label="有效期至" name="validUntil" rules={rules.validUntil}>
              <Input {...DATE} />
            </Form.Item>
          </Space>
          <Form.Item label="支持的服务类别" name="serviceTypes" rules={rules.serviceTypes}>
            <Select mode="multiple" options={numberOptions(SERVICE_TYPES)} />
          </Form.Item>
          <Space wrap size="middle">
            <Form.Item
              label="抵扣比例上限（%）"
              name="maxSharePercent"
              rules={rules.maxSharePercent}
            >
              <InputNumber precision={0} min={1} max={100} />
            </Form.Item>
            <Form.Item label="兑换申请方" name="redeemer" rules={rules.redeemer}>
              <Select style={{ width: 140 }} options={numberOptions(VOUCHER_REDEEMERS)} />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select style={{ width: 140 }} options={numberOptions(VOUCHER_BATCH_STATUSES)} />
            </Form.Item>
          </Space>
        </Form>
      </FormModal>
    </div>
  );
}
