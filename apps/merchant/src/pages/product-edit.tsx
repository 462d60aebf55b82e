import {
  MerchantPaths,
  type ProductRevision,
  type ServiceCategoryNode,
} from '@portal/shared/api/index';
import { PRICE_UNITS } from '@portal/shared/enums/merchant';
import { SERVICE_TYPES } from '@portal/shared/enums/service-type';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import {
  lacksPriceUnit,
  MerchantMessages as M,
  productRevisionSchema,
} from '@portal/shared/validation/merchant';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form, Input, InputNumber, message, Select, TreeSelect } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CoverField } from '../components/cover-field.tsx';
import { DraftFormCard } from '../components/draft-form-card.tsx';
import { api } from '../lib/api.ts';
import { useServiceCategories } from '../lib/options.ts';
import { useIsOwner } from '../lib/role.ts';
import { productsQuery } from './products.tsx';

const rules = toAntdRules(productRevisionSchema);

/** 研发服务 / 转化服务 → first level → second level; only the second level is chosen. */
const toTree = (nodes: ServiceCategoryNode[]) =>
  Object.entries(SERVICE_TYPES).map(([type, name]) => ({
    title: name,
    value: `type-${type}`,
    selectable: false,
    children: nodes
      .filter((n) => n.serviceType === Number(type))
      .map((n) => ({
        title: n.catName,
        value: `cat-${n.id}`,
        selectable: false,
        children: n.children.map((c) => ({ title: c.catName, value: c.id })),
      })),
  }));

interface Values {
  serviceName: string;
  catId: number;
  price: number;
  priceUnit?: string;
  deliveryTerms: string;
  summary: string;
  content?: string;
  coverFileId?: number;
}

/**
 * Writes a service product draft: the fields the hall's product detail shows. `/products/new`
 * starts one, `?from=` an edit of an approved product, `/products/:id` carries on a draft.
 * Saving never publishes; the owner submits it for review from the list.
 */
export default function ProductEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const editing = id && id !== 'new' ? Number(id) : undefined;
  const from = Number(search.get('from')) || undefined;
  const sourceId = editing ?? from;
  const [form] = Form.useForm<Values>();
  const price = Form.useWatch('price', form) ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = useIsOwner();
  const categories = useServiceCategories();
  const source = useQuery({
    ...productsQuery,
    enabled: sourceId !== undefined,
    select: (page) => page.records.find((r) => r.id === sourceId),
  });
  const r: ProductRevision | undefined = source.data;
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.post<{ id: number }>(MerchantPaths.productSave, {
        ...(editing ? { id: editing } : {}),
        ...(r?.productId ? { productId: r.productId } : {}),
        serviceName: v.serviceName,
        catId: v.catId,
        price: v.price ?? 0,
        ...(v.price > 0 && v.priceUnit ? { priceUnit: v.priceUnit } : {}),
        deliveryTerms: v.deliveryTerms,
        summary: v.summary,
        content: v.content ?? '',
        ...(v.coverFileId ? { coverFileId: v.coverFileId } : {}),
      }),
    onSuccess: async () => {
      void message.success(
        owner ? '草稿已保存，提交审核后上架' : '草稿已保存，请机构负责人提交审核',
      );
      await queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] });
      navigate('/products');
    },
  });
  if (sourceId && source.isLoading) return <Card loading />;
  if (sourceId && !r) {
    return (
      <Card>
        <Alert type="warning" showIcon title={M.productNotFound} />
      </Card>
    );
  }
  // An edit of an approved product keeps its cover unless another is chosen.
  const keepsCover = from !== undefined;
  const initial: Partial<Values> = r
    ? {
        serviceName: r.serviceName,
        catId: r.catId,
        price: r.price,
        ...(r.priceUnit ? { priceUnit: r.priceUnit } : {}),
        deliveryTerms: r.deliveryTerms,
        summary: r.summary,
        content: r.content,
        ...(r.cover && !keepsCover ? { coverFileId: r.cover.id } : {}),
      }
    : { price: 0 };
  const title = editing ? '编辑服务' : from ? '修改已上架服务' : '发布服务';
  return (
    <DraftFormCard<Values>
      title={title}
      notice={
        from && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16, maxWidth: 720 }}
            title="修改提交审核后，审核通过前服务大厅仍展示原内容。"
          />
        )
      }
      form={form}
      initialValues={initial}
      onFinish={(v) => save.mutate(v)}
      saving={save.isPending}
      testId="merchant-product-form"
    >
      <Form.Item name="serviceName" label="服务名称" required rules={rules.serviceName}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="catId"
        label="服务分类"
        extra="服务类型随分类确定（研发服务或转化服务），决定可使用的创新券"
        rules={[{ required: true, message: M.categoryRequired }]}
      >
        <TreeSelect
          treeData={toTree(categories.data ?? [])}
          placeholder="请选择二级服务分类"
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="price" label="价格（元，0表示面议）" required rules={rules.price}>
        <InputNumber min={0} max={10000000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="priceUnit"
        label="计价单位"
        dependencies={['price']}
        rules={[
          {
            validator: async (_rule, unit?: string) => {
              if (lacksPriceUnit({ price: form.getFieldValue('price') ?? 0, priceUnit: unit })) {
                throw new Error(M.priceUnitRequired);
              }
            },
          },
        ]}
      >
        <Select
          disabled={!(price > 0)}
          placeholder={price > 0 ? '请选择计价单位' : '面议无需单位'}
          options={PRICE_UNITS.map((u) => ({ value: u, label: u }))}
        />
      </Form.Item>
      <Form.Item
        name="deliveryTerms"
        label="服务周期与交付内容"
        required
        rules={rules.deliveryTerms}
      >
        <Input.TextArea rows={2} maxLength={200} placeholder="如：收样后5个工作日内出具检测报告" />
      </Form.Item>
      <Form.Item name="summary" label="服务简介" required rules={rules.summary}>
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="content" label="详细介绍（选填）">
        <Input.TextArea rows={6} maxLength={5000} />
      </Form.Item>
      <Form.Item
        name="coverFileId"
        label="封面图片"
        extra="新服务须上传封面才能提交审核；图片审核通过后公开"
      >
        <CoverField
          initial={keepsCover ? null : r?.cover}
          {...(keepsCover && r?.cover?.isPublic ? { published: r.cover.url } : {})}
          testId="product-cover"
        />
      </Form.Item>
    </DraftFormCard>
  );
}
