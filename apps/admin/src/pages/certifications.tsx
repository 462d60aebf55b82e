import { type AdminCertificationRow, AdminPaths } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { Link } from 'react-router';
import { AUTH_TYPES, CERT_STATUSES } from '../components/labels.ts';
import { QueuePage } from '../components/queue-page.tsx';

/** The certification queue: pending first, oldest first; other statuses by filter. */
export default function CertificationsPage() {
  return (
    <QueuePage<AdminCertificationRow>
      name="certifications"
      path={AdminPaths.certifications}
      exportName="实名认证"
      statuses={CERT_STATUSES}
      defaultStatus="1"
      statusLabel="认证状态"
      statusWidth={120}
      keywordLabel="账号或名称"
      fixedKeyword
      columns={[
        {
          title: '账号',
          dataIndex: 'username',
          render: (v: string, r) => <Link to={`/certifications/${r.id}`}>{v}</Link>,
        },
        { title: '名称', dataIndex: 'realName' },
        {
          title: '认证类型',
          dataIndex: 'authType',
          render: (v: number) => labelOf(AUTH_TYPES, v),
        },
      ]}
      after={() => [
        { title: '提交时间', dataIndex: 'submittedAt' },
        {
          title: '操作',
          key: 'op',
          render: (_v, r) => <Link to={`/certifications/${r.id}`}>查看</Link>,
        },
      ]}
    />
  );
}
