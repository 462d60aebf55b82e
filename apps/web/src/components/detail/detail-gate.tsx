/**
 * Detail kit — the not-found state and skeleton around a detail. `DetailScreen` is the whole
 * screen: reads ?id, runs the record's query hook, and renders `children(record)` when found:
 *   <DetailScreen useRecord={useDealDetail} notFoundTitle="该成交公告不存在"
 *     back={{ to: 'Deal', label: '浏览成交公告' }} testId="deal-detail">
 *     {(deal) => …}
 *   </DetailScreen>
 */

import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { LinkButton } from '../common/link-button.tsx';
import { SectionEmpty } from '../common/section-empty.tsx';
import { Skeleton, SkeletonLines } from '../common/skeleton.tsx';
import './detail.css';

/** The ?id of a detail page: a positive integer, else 0 (shown as not found). */
export function useIdParam(name = 'id'): number {
  const [params] = useSearchParams();
  const raw = params.get(name) ?? '';
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 0;
}

interface DetailGateProps<T> {
  id: number;
  query: UseQueryResult<T>;
  notFoundTitle: string;
  /** The not-found state's way out: usually the list the record belongs to. */
  back: { to: RouteName; label: string };
  /** The found record's test hook: a div around what `children` renders. */
  testId?: string;
  children: (data: T) => ReactNode;
}

/** Skeleton while loading, the not-found state (DESIGN §6) for a bad or unknown id. */
export function DetailGate<T>({
  id,
  query,
  notFoundTitle,
  back,
  testId,
  children,
}: DetailGateProps<T>) {
  // Rendered from a deferred copy: the record's arrival is then a transition, rendered in
  // slices on a slow phone instead of one long task (issue 27, as the list kit does).
  const shown = useDeferredValue(query);
  if (!id || shown.isError || (!shown.isPending && !shown.data)) {
    return (
      <div data-testid="detail-not-found">
        <SectionEmpty title={notFoundTitle} description="该内容不存在或已下架，您可以浏览其他内容">
          <LinkButton to={getHref(back.to)} type="primary">
            {back.label}
          </LinkButton>
        </SectionEmpty>
      </div>
    );
  }
  if (shown.isPending) {
    return (
      <div className="mk-detail pt-card" data-testid="skeleton">
        <Skeleton height={32} width="60%" />
        <div style={{ height: 24 }} />
        <SkeletonLines count={8} />
      </div>
    );
  }
  const found = children(shown.data as T);
  return testId ? <div data-testid={testId}>{found}</div> : found;
}

type GateProps<T> = Omit<DetailGateProps<T>, 'id' | 'query'>;

/** ?id → `useRecord(id)` → the gate. `useRecord` is a query hook (e.g. useOutcomeDetail). */
export function DetailScreen<T>({
  useRecord,
  ...gate
}: GateProps<T> & { useRecord: (id: number) => UseQueryResult<T> }) {
  const id = useIdParam();
  const query = useRecord(id);
  return <DetailGate id={id} query={query} {...gate} />;
}
