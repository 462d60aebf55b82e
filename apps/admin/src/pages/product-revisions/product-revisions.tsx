import { AdminMerchantPaths, type ProductRevision } from '@portal/shared/api/index';
import { PRODUCT_REVISION_STATUSES } from '@portal/shared/enums/merchant';
import { Descriptions } from 'antd';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { FileLink } from '../../components/file-link.tsx';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';

/** Organisations' service products (provider workspace): approve to put on sale, or refuse. */
export default function ProductRevisionsPage() {
  return (
    <QueuePage<ProductRevision>
      name="product-revisions"
      path={AdminMerchantPaths.productRevisions}
      exportName="机构服务产品"
      statuses={PRODUCT_REVISION_STATUSES}
      defaultStatus="1"
      statusLabel="审核状态"
      keywordLabel="服务名称或机构"
      columns={[
        { title: '服务名称', dataIndex: 'serviceName' },
        { title: '服务机构', dataIndex: 'orgName' },
        { title: '分类', dataIndex: 'catName', width: 120 },
        {
          title: '类别',
          dataIndex: 'productId',
          width: 90,
          render: (v: number | null) => (v ? '修改' : '新服务'),
        },
        {
          title: '价格',
          dataIndex: 'price',
          width: 120,
          render: (v: number, r: ProductRevision) => (v > 0 ? `${v}${r.priceUnit}` : '面议'),
        },
      ]}
      after={() => refusalColumns('submittedAt')}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="服务类型">{r.serviceTypeName}</Descriptions.Item>
          <Descriptions.Item label="服务周期与交付">{r.deliveryTerms}</Descriptions.Item>
          <Descriptions.Item label="服务简介">{r.summary}</Descriptions.Item>
          <Descriptions.Item label="详细介绍">{r.content || '—'}</Descriptions.Item>
          <Descriptions.Item label="封面">
            {r.cover ? <FileLink file={r.cover} /> : r.productId ? '沿用原封面' : '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
      actionsOn="1"
      actions={(r) => (
        <DecideButtons
          path={AdminMerchantPaths.productRevisionDecide(r.id)}
          invalidate={[['admin', 'product-revisions']]}
        />
      )}
    />
  );
}
