import { VOUCHER_CLAIM_STATUSES } from '@portal/shared/enums/voucher';
import { AdminVoucherPaths as P, type VoucherClaimView } from '@portal/shared/voucher/contract';
import { Descriptions } from 'antd';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';
import { FileLink, VoucherActions } from './voucher-actions.tsx';

const yuan = (v: number) => `${v.toLocaleString('zh-CN')} 元`;

/** 创新券申领: the whole claim with its licence; 发放 (confirmed) or 驳回 with a reason. */
export default function VoucherClaimsPage() {
  return (
    <QueuePage<VoucherClaimView>
      name="voucher-claims"
      path={P.claims}
      exportName="创新券申领"
      statuses={VOUCHER_CLAIM_STATUSES}
      defaultStatus="0"
      statusLabel="申领状态"
      keywordLabel="企业名称或信用代码"
      columns={[
        { title: '企业', dataIndex: 'companyName' },
        { title: '批次', dataIndex: 'batchName' },
        { title: '申领金额', dataIndex: 'amount', render: yuan },
        { title: '会员', dataIndex: 'username' },
      ]}
      after={() => refusalColumns()}
      expand={(c) => (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="voucher-claim-detail">
          <Descriptions.Item label="统一社会信用代码">{c.creditCode}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{c.legalPerson}</Descriptions.Item>
          <Descriptions.Item label="企业地址">{c.address}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${c.linkman} ${c.linkphone}`}</Descriptions.Item>
          <Descriptions.Item label="资金用途">{c.purpose}</Descriptions.Item>
          <Descriptions.Item label="营业执照">
            <FileLink file={c.licence} />
          </Descriptions.Item>
          {c.voucher && (
            <Descriptions.Item label="创新券">
              {`${c.voucher.code}，余额 ${yuan(c.voucher.balance)}，有效期至 ${c.voucher.expiresOn}`}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      actions={(c) =>
        c.status === 0 ? (
          <VoucherActions
            name="voucher-claims"
            actions={[
              {
                label: '发放',
                path: P.claimDecide(c.id),
                body: { approve: true },
                confirm: `确认向${c.companyName}发放 ${yuan(c.amount)} 创新券？`,
              },
              {
                label: '驳回',
                path: P.claimDecide(c.id),
                body: { approve: false },
                danger: true,
                reason: true,
              },
            ]}
          />
        ) : null
      }
    />
  );
}
