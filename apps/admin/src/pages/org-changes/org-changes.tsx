import { AdminMerchantPaths, type OrgChange } from '@portal/shared/api/index';
import { ORG_CHANGE_STATUSES } from '@portal/shared/enums/merchant';
import { Descriptions } from 'antd';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { FileLink } from '../../components/file-link.tsx';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';

/** Organisations' changes of name, credit code, kind, region or logo: approve or refuse. */
export default function OrgChangesPage() {
  return (
    <QueuePage<OrgChange>
      name="org-changes"
      path={AdminMerchantPaths.orgChanges}
      exportName="机构信息变更"
      statuses={ORG_CHANGE_STATUSES}
      defaultStatus="0"
      statusLabel="变更状态"
      keywordLabel="现名称或新名称"
      columns={[
        { title: '现名称', dataIndex: 'currentName' },
        { title: '新名称', dataIndex: 'orgName' },
        { title: '统一社会信用代码', dataIndex: 'creditCode' },
        { title: '类型', dataIndex: 'authTypeName', width: 100 },
      ]}
      after={() => refusalColumns()}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="所在地区">{r.regionName}</Descriptions.Item>
          <Descriptions.Item label="申请账号">{r.username}</Descriptions.Item>
          <Descriptions.Item label="新logo">
            {r.logo ? <FileLink file={r.logo} /> : '未更换'}
          </Descriptions.Item>
        </Descriptions>
      )}
      actionsOn="0"
      actions={(r) => (
        <DecideButtons
          path={AdminMerchantPaths.orgChangeDecide(r.id)}
          invalidate={[['admin', 'org-changes']]}
        />
      )}
    />
  );
}
