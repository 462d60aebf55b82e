import type { MyFinanceProductApply } from '@portal/shared/api/index';
import { FINANCE_PRODUCT_APPLY_STATUSES } from '@portal/shared/enums/finance-product';
import { labelOf } from '@portal/shared/enums/label';
import { formatMoney } from '@portal/shared/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, List, message, Popconfirm, Tag } from 'antd';
import { NoData } from '../../../components/common/no-data.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useMyProductApplies } from '../api/get-my-product-applies.ts';
import { withdrawProductApply } from '../api/withdraw-product-apply.ts';
import './finance.css';

const STATUS_COLORS: Record<number, string> = {
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'default',
};

function ApplyRow({ item }: { item: MyFinanceProductApply }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawProductApply(item.id),
    onSuccess: (answer) => {
      void message.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['finance'] });
    },
  });
  return (
    <List.Item
      data-testid="my-apply"
      actions={
        item.status === 0
          ? [
              <Popconfirm
                key="withdraw"
                title="确定撤回该申请吗？"
                okText="确定"
                cancelText="取消"
                onConfirm={() => withdraw.mutate()}
              >
                <Button size="small" loading={withdraw.isPending} data-testid="withdraw-apply">
                  撤回
                </Button>
              </Popconfirm>,
            ]
          : []
      }
    >
      <List.Item.Meta
        title={
          <>
            <Tag color={STATUS_COLORS[item.status]} data-testid="apply-status">
              {labelOf(FINANCE_PRODUCT_APPLY_STATUSES, item.status)}
            </Tag>
            {item.productName}（{item.orgName}）
          </>
        }
        description={
          <>
            {item.companyName} · 申请金额 {formatMoney(item.applyMoney)} 万元 · 担保方式{' '}
            {item.guarantyName} · 提交于 {item.createdAt}
            {item.status === 2 && item.reason && (
              <div data-testid="apply-reason">拒绝原因：{item.reason}</div>
            )}
          </>
        }
      />
    </List.Item>
  );
}

/** The member's applications (of one product when productId is given), with 撤回 while 待受理. */
export function MyProductApplies({ productId }: { productId?: number }) {
  const query = useMyProductApplies({
    pageNum: 1,
    pageSize: 20,
    ...(productId ? { productId } : {}),
  });
  if (query.isPending) return <SkeletonLines count={3} />;
  const records = query.data?.records ?? [];
  if (records.length === 0) return <NoData height={120} description="暂无申请记录" />;
  return (
    <List
      className="fn-applies"
      dataSource={records}
      renderItem={(item) => <ApplyRow item={item} />}
    />
  );
}
