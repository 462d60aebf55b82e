import { Pagination, Tag } from 'antd';
import { useState } from 'react';
import { NoData } from '../../../components/common/no-data.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useLoginHistory } from '../api/get-login-history.ts';

const PAGE_SIZE = 10;

/** 登录记录: the member's own logins (time, IP, device, success or why it failed). */
export function LoginHistory() {
  const [pageNum, setPageNum] = useState(1);
  const list = useLoginHistory({ pageNum, pageSize: PAGE_SIZE });
  const records = list.data?.records ?? [];
  if (list.isPending) return <SkeletonLines count={4} height={18} gap={20} />;
  if (records.length === 0) return <NoData height={120} description="暂无登录记录" />;
  return (
    <>
      <ul className="sec-logins" data-testid="login-history">
        {records.map((r) => (
          <li key={r.id} className="sec-logins__row">
            <time className="sec-logins__time">{r.time}</time>
            <span className="sec-logins__device" title={r.userAgent}>
              {r.device}
            </span>
            <span className="sec-logins__ip">IP {r.ip}</span>
            <span className="sec-logins__method">{r.method}</span>
            {r.success ? (
              <Tag color="success">成功</Tag>
            ) : (
              <Tag color="error">失败{r.failure ? `：${r.failure}` : ''}</Tag>
            )}
          </li>
        ))}
      </ul>
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          size="small"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          showSizeChanger={false}
          onChange={setPageNum}
          style={{ marginTop: 12, textAlign: 'right' }}
        />
      )}
    </>
  );
}
