import type { ContractRegistration } from '@portal/shared/api/market';
import { TEXTAREA_MAX } from '@portal/shared/constants';
import { labelOf } from '@portal/shared/enums/label';
import { CONTRACT_TYPES } from '@portal/shared/enums/market-flow';
import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { contractSchema } from '@portal/shared/validation/market';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, InputNumber, message, Select, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { addContract } from '../../features/contract/api/add-contract.ts';
import { useContractList } from '../../features/contract/api/get-contract-list.ts';
import { ContractFiles } from '../../features/contract/components/contract-files.tsx';
import { formatPrice } from '../../lib/price.ts';
import '../../components/detail/detail.css';
import '../../features/market/components/market-forms.css';
import { parseForm } from '../../lib/form-schema.ts';

const rules = toAntdRules(contractSchema);
const DATE = 'YYYY-MM-DD';
const dateProps = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format(DATE) : undefined),
};

const STATUS_COLORS: Record<number, string> = {
  2: 'blue',
  4: 'green',
  5: 'red',
  6: 'gold',
  7: 'cyan',
  8: 'orange',
};

function MyContracts() {
  const [pageNum, setPageNum] = useState(1);
  const list = useContractList({ pageNum, pageSize: 10 });
  return (
    <section className="mk-detail__section pt-card" data-testid="contract-list">
      <h2>我的登记</h2>
      <Table<ContractRegistration>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '暂无合同登记' }}
        pagination={
          (list.data?.total ?? 0) > 10
            ? { current: pageNum, total: list.data?.total, onChange: setPageNum }
            : false
        }
        columns={[
          { title: '合同名称', dataIndex: 'contractName' },
          { title: '合同编号', dataIndex: 'contractNo' },
          {
            title: '类型',
            dataIndex: 'contractType',
            render: (t: number) => labelOf(CONTRACT_TYPES, t),
          },
          { title: '金额', dataIndex: 'amount', render: (v: number) => formatPrice(v) },
          {
            title: '登记状态',
            dataIndex: 'status',
            render: (s: number) => (
              <Tag color={STATUS_COLORS[s] ?? 'default'} data-testid="contract-status">
                {labelOf(ORDER_STATUSES, s)}
              </Tag>
            ),
          },
          { title: '说明', dataIndex: 'reason', render: (r: string | null) => r ?? '—' },
          { title: '提交时间', dataIndex: 'createdAt' },
        ]}
      />
    </section>
  );
}

/** /ContractRegistration: the technical contract registration form and the member's statuses. */
export function Component() {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: addContract,
    onSuccess: (answer) => {
      void message.success(answer.msg || Messages.submitSuccess);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['contract'] });
    },
  });
  const onFinish = (values: unknown) => {
    const parsed = parseForm(form, contractSchema, values);
    if (parsed) add.mutate(parsed);
  };
  return (
    <>
      <section className="mk-form pt-card" data-testid="contract-form" style={{ maxWidth: 'none' }}>
        <h1 className="pt-page-title">技术合同认定登记</h1>
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          className="pt-need-form"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 20 }}
        >
          <Form.Item
            label="合同名称"
            name="contractName"
            rules={rules.contractName}
            required
            style={{ gridColumn: 'span 2' }}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="合同编号" name="contractNo" rules={rules.contractNo} required>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label="合同类型" name="contractType" rules={rules.contractType} required>
            <Select
              options={Object.entries(CONTRACT_TYPES).map(([v, l]) => ({
                value: Number(v),
                label: l,
              }))}
              placeholder="请选择合同类型"
            />
          </Form.Item>
          <Form.Item
            label="卖方（转让方/受托方）"
            name="sellerName"
            rules={rules.sellerName}
            required
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label="买方（受让方/委托方）"
            name="buyerName"
            rules={rules.buyerName}
            required
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="合同金额（元）" name="amount" rules={rules.amount} required>
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="签订日期"
            name="signDate"
            rules={rules.signDate}
            required
            {...dateProps}
          >
            <DatePicker format={DATE} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="开始日期"
            name="startDate"
            rules={rules.startDate}
            required
            {...dateProps}
          >
            <DatePicker format={DATE} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="结束日期" name="endDate" rules={rules.endDate} required {...dateProps}>
            <DatePicker format={DATE} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="合同附件"
            name="fileIds"
            rules={rules.fileIds}
            required
            style={{ gridColumn: '1 / -1' }}
          >
            <ContractFiles />
          </Form.Item>
          <Form.Item
            label="备注"
            name="remark"
            rules={rules.remark}
            style={{ gridColumn: '1 / -1' }}
          >
            <Input.TextArea maxLength={TEXTAREA_MAX} showCount rows={3} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={add.isPending}
            size="large"
            style={{ gridColumn: '1 / -1' }}
          >
            提交登记
          </Button>
        </Form>
      </section>
      <MyContracts />
    </>
  );
}
