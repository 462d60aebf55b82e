import { MerchantPaths, type Page, type ProductRevision } from '@portal/shared/api/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, message, Popconfirm, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ReviewedListCard } from '../components/reviewed-list-card.tsx';
import { api } from '../lib/api.ts';
import { useIsOwner } from '../lib/role.ts';

const COLOR: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

export const productsQuery = {
  queryKey: ['merchant', 'products'],
  queryFn: () => api.get<Page<ProductRevision>>(MerchantPaths.products, { pageSize: 50 }),
};

const priceText = (r: ProductRevision) => (r.price > 0 ? `${r.price}${r.priceUnit}` : '面议');

/** The newest approved revision of its product: the row that carries the product's actions. */
function latestApproved(records: ProductRevision[], r: ProductRevision): boolean {
  if (r.status !== 2 || r.productId === null) return false;
  return records.every((o) => o.productId !== r.productId || o.status !== 2 || o.id <= r.id);
}

/** A further edit starts from the latest approved text, while no other edit is open. */
function editableFrom(records: ProductRevision[], r: ProductRevision): boolean {
  return (
    latestApproved(records, r) &&
    !records.some((o) => o.productId === r.productId && (o.status === 0 || o.status === 1))
  );
}

/** The organisation's service products with their review and sale state and the next step. */
export default function ProductsPage() {
  const queryClient = useQueryClient();
  const owner = useIsOwner();
  const list = useQuery(productsQuery);
  const done = (text: string) => {
    void message.success(text);
    return queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] });
  };
  const move = useMutation({
    mutationFn: ({ path, id }: { path: string; id: number }) => api.post(path, { id }),
    onSuccess: (_d, { path }) =>
      done(path === MerchantPaths.productSubmit ? '已提交审核' : '已撤回'),
  });
  const sale = useMutation({
    mutationFn: (v: { productId: number; onSale: 0 | 1 }) => api.post(MerchantPaths.productSale, v),
    onSuccess: (_d, v) => done(v.onSale ? '已重新上架' : '已下架'),
  });
  const records = list.data?.records ?? [];
  const actionsOf = (r: ProductRevision): ReactNode[] =>
    [
      (r.status === 0 || r.status === 3) && (
        <Link key="edit" to={`/products/${r.id}`}>
          编辑
        </Link>
      ),
      owner && r.status === 0 && (
        <Button
          key="submit"
          type="link"
          onClick={() => move.mutate({ path: MerchantPaths.productSubmit, id: r.id })}
        >
          提交审核
        </Button>
      ),
      owner && r.status === 1 && (
        <Popconfirm
          key="withdraw"
          title="确定撤回审核吗？"
          onConfirm={() => move.mutate({ path: MerchantPaths.productWithdraw, id: r.id })}
        >
          <Button type="link">撤回</Button>
        </Popconfirm>
      ),
      editableFrom(records, r) && (
        <Link key="change" to={`/products/new?from=${r.id}`}>
          修改
        </Link>
      ),
      owner && latestApproved(records, r) && (
        <Popconfirm
          key="sale"
          title={
            r.saleStatus === 1 ? '下架后服务大厅不再展示该服务，确定下架吗？' : '确定重新上架吗？'
          }
          onConfirm={() => sale.mutate({ productId: r.productId!, onSale: r.saleStatus ? 0 : 1 })}
        >
          <Button type="link">{r.saleStatus === 1 ? '下架' : '重新上架'}</Button>
        </Popconfirm>
      ),
    ].filter(Boolean);
  return (
    <ReviewedListCard
      title="服务产品"
      create={{ to: '/products/new', label: '发布服务' }}
      notice={
        owner
          ? '服务提交后由平台审核，通过后在服务大厅和创新券服务中上架；已上架服务的修改也须审核，审核通过前展示原内容。'
          : '工作人员可起草和编辑服务，提交审核、撤回和上下架由机构负责人操作。'
      }
    >
      <List
        loading={list.isLoading}
        dataSource={records}
        locale={{ emptyText: '还没有服务产品，点击“发布服务”开始' }}
        data-testid="merchant-products"
        renderItem={(r) => (
          <List.Item actions={actionsOf(r)}>
            <List.Item.Meta
              avatar={
                r.cover?.isPublic ? <img className="mc-thumb" src={r.cover.url} alt="" /> : null
              }
              title={
                <Space wrap>
                  {r.serviceName}
                  <Tag color={COLOR[r.status]}>{r.statusName}</Tag>
                  {r.status === 2 && r.saleStatusName && (
                    <Tag color={r.saleStatus === 1 ? 'green' : 'orange'}>{r.saleStatusName}</Tag>
                  )}
                  {r.productId && r.status !== 2 && <Tag>修改</Tag>}
                </Space>
              }
              description={
                r.status === 3
                  ? `驳回原因：${r.reason}`
                  : `${r.catName} · ${priceText(r)} · 更新于 ${r.updatedAt}`
              }
            />
          </List.Item>
        )}
      />
    </ReviewedListCard>
  );
}
