import type { MyEvaluationRequest } from '@portal/shared/api/index';
import { EVALUATION_REQUEST_STATUSES, EVALUATION_TYPES, labelOf } from '@portal/shared/enums/index';
import { Button, Pagination, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { ItemLink } from '../../../components/common/item-link.tsx';
import './evaluation.css';
import { NoData } from '../../../components/common/no-data.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import {
  useMyEvaluationRequests,
  useWithdrawEvaluationRequest,
} from '../api/my-evaluation-requests.ts';

const STATUS_COLORS: Record<number, string> = {
  0: 'gold',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

const PAGE_SIZE = 5;

export function RequestRow({ request }: { request: MyEvaluationRequest }) {
  const withdraw = useWithdrawEvaluationRequest();
  return (
    <li className="ev-mine__item" data-testid="my-evaluation-request">
      <div className="ev-mine__head">
        <strong>{request.outcomeName}</strong>
        <Tag color={STATUS_COLORS[request.status]} data-testid="request-status">
          {labelOf(EVALUATION_REQUEST_STATUSES, request.status)}
        </Tag>
      </div>
      <div className="ev-mine__meta">
        <span>{labelOf(EVALUATION_TYPES, request.evaluationType)}</span>
        <span>评价机构 {request.agencyName ?? '由平台推荐'}</span>
        <span>提交于 {request.createdAt}</span>
        {request.status !== 0 && <span>更新于 {request.updatedAt}</span>}
      </div>
      {request.status === 3 && request.reason && (
        <p className="ev-mine__reason">退回原因：{request.reason}</p>
      )}
      <div className="ev-mine__actions">
        {request.reportId && (
          <ItemLink to="TechnicalDetail" id={request.reportId}>
            查看评价报告
          </ItemLink>
        )}
        {request.status === 0 && (
          <Popconfirm
            title="确定撤回该评价申请吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() => withdraw.mutate(request.id)}
          >
            <Button size="small" loading={withdraw.isPending}>
              撤回
            </Button>
          </Popconfirm>
        )}
      </div>
    </li>
  );
}

/** 我的评价申请: the member's requests with their status, newest first. */
export function MyRequests({ token }: { token: string }) {
  const [pageNum, setPageNum] = useState(1);
  const { data, isPending } = useMyEvaluationRequests(token, { pageNum, pageSize: PAGE_SIZE });
  if (isPending) return <SkeletonLines count={3} />;
  if (!data || data.total === 0) return <NoData height={140} description="暂无评价申请" />;
  return (
    <>
      <ul className="ev-mine">
        {data.records.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </ul>
      {data.total > PAGE_SIZE && (
        <Pagination
          size="small"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPageNum}
        />
      )}
    </>
  );
}
