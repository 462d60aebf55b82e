import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { getToken } from '@portal/client/auth-storage';
import {
  MATCH_BANDS,
  MATCH_KINDS,
  type MatchAnswer,
  type MatchBand,
  type MatchItem,
  type MatchVerdict,
} from '@portal/shared/api/match';
import { useMutation } from '@tanstack/react-query';
import { Button, message, Tag } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { RouteName } from '../../../app/routes.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { requireLogin } from '../../account/index.ts';
import { detailRouteOf, SECTION_ROUTES } from '../../provider/index.ts';
import { highlightHtml } from '../../search/index.ts';
import { sendMatchFeedback } from '../api/match.ts';
import './match.css';

const BAND_COLORS: Readonly<Record<MatchBand, string>> = {
  high: 'green',
  medium: 'blue',
  low: 'default',
};

const KIND_ROUTES = {
  outcome: 'OutcomeDetail',
  need: 'RequirementDetail',
  talent: 'ExpertDetail',
} as const;

function routeOf(item: MatchItem): RouteName {
  if (item.kind === 'provider') {
    return SECTION_ROUTES[item.authType ?? 0]?.hallDetail ?? detailRouteOf(item.authType);
  }
  return KIND_ROUTES[item.kind];
}

function Feedback({ answer, item, text }: { answer: MatchAnswer; item: MatchItem; text?: string }) {
  const location = useLocation();
  const [verdict, setVerdict] = useState<MatchVerdict | null>(item.myVerdict);
  const send = useMutation({
    mutationFn: (v: MatchVerdict) =>
      sendMatchFeedback({
        source: answer.source,
        sourceId: answer.sourceId,
        kind: item.kind,
        id: item.id,
        verdict: v,
        ...(text ? { text } : {}),
      }),
    onSuccess: (res, v) => {
      setVerdict(v);
      void message.success(res.msg);
    },
  });
  if (verdict !== null) {
    return (
      <span className="mt-item__verdict" data-testid="match-verdict">
        已反馈：{verdict === 1 ? '有用' : '不相关'}
      </span>
    );
  }
  const click = (v: MatchVerdict) => {
    if (!getToken()) {
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    send.mutate(v);
  };
  return (
    <span className="mt-item__feedback">
      <Button
        size="small"
        type="text"
        icon={<LikeOutlined />}
        disabled={send.isPending}
        onClick={() => click(1)}
      >
        有用
      </Button>
      <Button
        size="small"
        type="text"
        icon={<DislikeOutlined />}
        disabled={send.isPending}
        onClick={() => click(-1)}
      >
        不相关
      </Button>
    </span>
  );
}

/** One match: the linked title with the shared terms marked, the band, the reasons, feedback. */
function MatchRow({ answer, item, text }: { answer: MatchAnswer; item: MatchItem; text?: string }) {
  return (
    <li className="mt-item" data-testid="match-item">
      <div className="mt-item__head">
        <Tag color={BAND_COLORS[item.band]} className="mt-item__band" data-testid="match-band">
          匹配度{MATCH_BANDS[item.band]}
        </Tag>
        <ItemLink to={routeOf(item)} id={item.id} className="mt-item__title" testId="match-link">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: only text and <em> survive highlightHtml */}
          <span dangerouslySetInnerHTML={{ __html: highlightHtml(item.title) }} />
        </ItemLink>
      </div>
      <div className="mt-item__meta">
        {item.fieldName && <Tag>{item.fieldName}</Tag>}
        {item.regionName && <Tag>{item.regionName}</Tag>}
      </div>
      {item.reasons.length > 0 && <p className="mt-item__why">{item.reasons.join('；')}</p>}
      <Feedback answer={answer} item={item} text={text} />
    </li>
  );
}

/** The groups of a match answer (推荐成果 / 推荐专家 / 推荐机构 / 匹配需求), each a list. */
export function MatchGroups({ answer, text }: { answer: MatchAnswer; text?: string }) {
  return (
    <div className="mt-groups">
      {answer.groups.map((group) => (
        <section key={group.kind} className="mt-group" data-testid={`match-group-${group.kind}`}>
          <h3>{MATCH_KINDS[group.kind]}</h3>
          {group.items.length === 0 ? (
            <p className="mt-empty">暂无匹配结果</p>
          ) : (
            <ul>
              {group.items.map((item) => (
                <MatchRow key={`${item.kind}:${item.id}`} answer={answer} item={item} text={text} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
