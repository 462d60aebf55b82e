import { AdminMerchantPaths, type AdminOrgApplication } from '@portal/shared/api/index';
import { ORG_APPLICATION_STATUSES } from '@portal/shared/enums/merchant';
import { Descriptions, Space } from 'antd';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { FileLink } from '../../components/file-link.tsx';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';

/** 机构入驻 (provider workspace): approve (已入驻) or refuse with a reason (已驳回). */
export default function OrgApplicationsPage() {
  return (
    <QueuePage<AdminOrgApplication>
      name="org-applications"
      path={AdminMerchantPaths.orgApplications}
      exportName="机构入驻申请"
      statuses={ORG_APPLICATION_STATUSES}
      defaultStatus="0"
      statusLabel="申请状态"
      keywordLabel="机构名称、信用代码或账号"
      columns={[
        { title: '机构名称', dataIndex: 'orgName' },
        { title: '类型', dataIndex: 'authTypeName', width: 100 },
        { title: '统一社会信用代码', dataIndex: 'creditCode' },
        { title: '申请账号', dataIndex: 'username' },
      ]}
      after={() => refusalColumns()}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="联系人">{`${r.contact} ${r.telephone}`}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{r.regionName}</Descriptions.Item>
          <Descriptions.Item label="地址">{r.address || '—'}</Descriptions.Item>
          <Descriptions.Item label="机构简介">{r.intro}</Descriptions.Item>
          <Descriptions.Item label="资质文件">
            <Space wrap>
              {[r.licence, ...r.qualifications, r.logo].flatMap((f) =>
                f ? [<FileLink key={f.id} file={f} />] : [],
              )}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      )}
      actionsOn="0"
      actions={(r) => (
        <DecideButtons
          path={AdminMerchantPaths.orgApplicationDecide(r.id)}
          invalidate={[
            ['admin', 'org-applications'],
            ['admin', 'dashboard'],
          ]}
        />
      )}
    />
  );
}
