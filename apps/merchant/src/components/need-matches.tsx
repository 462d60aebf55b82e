import {
  MATCH_BANDS,
  type MatchAnswer,
  type MatchBand,
  type MatchItem,
  MatchPaths,
  type MatchVerdict,
} from '@portal/shared/api/index';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Drawer, List, message, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '../lib/api.ts';

const BAND_COLORS: Readonly<Record<MatchBand, string>> = {
  high: 'green',
  medium: 'blue',
  low: 'default',
};

/**
 * A match title is text with the shared terms in <em> (the match API's contract). It is read
 * as text nodes and <em> only and rebuilt as React nodes, so no markup from the server reaches
 * the page.
 */
function Highlighted({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  const parts: ReactNode[] = [];
  let at = 0; // where the part starts in the text: a stable key
  for (const node of body.childNodes) {
    const text = node.textContent ?? '';
    parts.push(node.nodeName === 'EM' ? <em key={at}>{text}</em> : text);
    at += text.length;
  }
  return <>{parts}</>;
}

function Feedback({ outcomeId, item }: { outcomeId: number; item: MatchItem }) {
  const [verdict, setVerdict] = useState<MatchVerdict | null>(item.myVerdict);
  const send = useMutation({
    mutationFn: (v: MatchVerdict) =>
      api.postEnvelope(MatchPaths.feedback, {
        source: 'outcome',
        sourceId: outcomeId,
        kind: item.kind,
        id: item.id,
        verdict: v,
      }),
    onSuccess: (res, v) => {
      setVerdict(v);
      void message.success(res.msg);
    },
  });
  if (verdict !== null) return <span>已反馈：{verdict === 1 ? '有用' : '不相关'}</span>;
  return (
    <Space size={4}>
      <Button size="small" disabled={send.isPending} onClick={() => send.mutate(1)}>
        有用
      </Button>
      <Button size="small" disabled={send.isPending} onClick={() => send.mutate(-1)}>
        不相关
      </Button>
    </Space>
  );
}

/**
 * 匹配需求 of one published outcome (issue 28): the matchmaker's outcome → needs ranking, each
 * need with its band, shared terms, reasons and a link to its public page.
 */
export function NeedMatches({
  outcomeId,
  title,
  onClose,
}: {
  outcomeId: number;
  title: string;
  onClose: () => void;
}) {
  const answer = useQuery({
    queryKey: ['merchant', 'match', outcomeId],
    queryFn: () => api.get<MatchAnswer>(MatchPaths.forOutcome, { id: outcomeId }),
  });
  const needs = answer.data?.groups.find((g) => g.kind === 'need')?.items ?? [];
  return (
    <Drawer open title={`匹配需求：${title}`} size="min(640px, 100vw)" onClose={onClose}>
      {answer.data && answer.data.terms.length > 0 && (
        <p className="mc-match-read">已理解：{answer.data.terms.join('、')}</p>
      )}
      <List
        loading={answer.isLoading}
        dataSource={needs}
        locale={{ emptyText: '暂无匹配的需求' }}
        data-testid="need-matches"
        renderItem={(item) => (
          <List.Item data-testid="need-match">
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag color={BAND_COLORS[item.band]}>匹配度{MATCH_BANDS[item.band]}</Tag>
                  <a href={`/RequirementDetail?id=${item.id}`} target="_blank" rel="noreferrer">
                    <Highlighted html={item.title} />
                  </a>
                </Space>
              }
              description={
                <div className="mc-order-lines">
                  <Space wrap size={4}>
                    {item.fieldName && <Tag>{item.fieldName}</Tag>}
                    {item.regionName && <Tag>{item.regionName}</Tag>}
                  </Space>
                  {item.reasons.length > 0 && <div>{item.reasons.join('；')}</div>}
                  <Feedback outcomeId={outcomeId} item={item} />
                </div>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
