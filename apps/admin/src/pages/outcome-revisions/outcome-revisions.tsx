import { AdminMerchantPaths, type OutcomeRevision } from '@portal/shared/api/index';
import { OUTCOME_REVISION_STATUSES } from '@portal/shared/enums/merchant';
import { Descriptions } from 'antd';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';

/** Organisations' outcomes (provider workspace): publish, or refuse with a reason. */
export default function OutcomeRevisionsPage() {
  return (
    <QueuePage<OutcomeRevision>
      name="outcome-revisions"
      path={AdminMerchantPaths.outcomeRevisions}
      exportName="机构成果发布"
      statuses={OUTCOME_REVISION_STATUSES}
      defaultStatus="1"
      statusLabel="审核状态"
      keywordLabel="成果名称或机构"
      columns={[
        { title: '成果名称', dataIndex: 'goodsName' },
        { title: '发布机构', dataIndex: 'orgName' },
        {
          title: '类别',
          dataIndex: 'outcomeId',
          width: 90,
          render: (v: number | null) => (v ? '修改' : '新成果'),
        },
        {
          title: '价格',
          dataIndex: 'price',
          width: 110,
          render: (v: number) => (v > 0 ? `${v}元` : '面议'),
        },
      ]}
      after={() => refusalColumns('submittedAt')}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="联系人">{`${r.linkman} ${r.linkphone}`}</Descriptions.Item>
          <Descriptions.Item label="关键词">{r.keywords || '—'}</Descriptions.Item>
          <Descriptions.Item label="成果简介">{r.summary}</Descriptions.Item>
          <Descriptions.Item label="专利">
            {r.patents.map((p) => `${p.no} ${p.name}`).join('；') || '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
      actionsOn="1"
      actions={(r) => (
        <DecideButtons
          path={AdminMerchantPaths.outcomeRevisionDecide(r.id)}
          invalidate={[['admin', 'outcome-revisions']]}
        />
      )}
    />
  );
}
