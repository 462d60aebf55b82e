import type { SearchHit } from '@portal/shared/api/search';
import { labelOf } from '@portal/shared/enums/label';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { SEARCH_CAT_TYPES } from '@portal/shared/enums/search-cat-type';
import {
  SEARCH_CAT_DOCS,
  SEARCH_DOC_TYPES,
  SEARCH_TYPE_DOCS,
} from '@portal/shared/enums/search-doc-type';
import { SEARCH_TYPES } from '@portal/shared/enums/search-type';
import { capCount } from '@portal/shared/format';
import { Alert, Button, Input, Pagination, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { ItemLink } from '../../components/common/item-link.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import '../../components/list/list.css';
import { detailRouteOf, SECTION_ROUTES } from '../../features/provider/logic/sections.ts';
import { useSearch } from '../../features/search/api/search.ts';
import { highlightHtml } from '../../features/search/logic/highlight.ts';
import { HIT_ROUTES } from '../../features/search/logic/hit-route.ts';
import { otherTabWithHits } from '../../features/search/logic/other-tab.ts';
import {
  readSearchState,
  SEARCH_PAGE_SIZE,
  type SearchState,
  toSearchQuery,
  writeSearchState,
} from '../../features/search/logic/search-params.ts';
import './search-page.css';

/**
 * A hit's detail: its section's. A provider's depends on its kind (会员单位, 高校…), in the
 * presentation the hall opens (universities: /NewCollegesDetail, public).
 */
const hitRoute = (hit: SearchHit) =>
  hit.docType === 'provider'
    ? (SECTION_ROUTES[hit.authType ?? 0]?.hallDetail ?? detailRouteOf(hit.authType))
    : HIT_ROUTES[hit.docType];

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <article className="sr-hit" data-testid="search-hit">
      <ItemLink to={hitRoute(hit)} id={hit.id} className="sr-hit__title">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: only text and <em> survive highlightHtml */}
        <span dangerouslySetInnerHTML={{ __html: highlightHtml(hit.title) }} />
      </ItemLink>
      <p
        className="sr-hit__snippet"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: only text and <em> survive highlightHtml
        dangerouslySetInnerHTML={{ __html: highlightHtml(hit.snippet) }}
      />
      <div className="sr-hit__meta">
        <Tag>{SEARCH_DOC_TYPES[hit.docType]}</Tag>
        {hit.status !== 1 && <Tag color="orange">{labelOf(PUBLISH_STATUSES, hit.status)}</Tag>}
        <span>{hit.publishDate}</span>
      </div>
    </article>
  );
}

/** /Search: header types (searchStr + type) or category types (catType + searchContent). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const go = (patch: Partial<SearchState>) => {
    const next = { ...state, pageNum: 1, ...patch };
    setParams(writeSearchState(next));
  };
  const enabled = state.words !== '';
  const result = useSearch(toSearchQuery(state), enabled);
  const table = state.mode === 'cat' ? SEARCH_CAT_TYPES : SEARCH_TYPES;
  const docs: Readonly<Record<number, keyof typeof SEARCH_DOC_TYPES>> =
    state.mode === 'cat' ? SEARCH_CAT_DOCS : SEARCH_TYPE_DOCS;
  const counts = enabled ? result.data?.counts : undefined;
  const records = result.data?.records ?? [];
  const other = result.isPlaceholderData
    ? null
    : otherTabWithHits(table, docs, counts, state.value);

  return (
    <section className="mk-list pt-card" data-testid="search-page">
      <div className="mk-list__bar">
        <Input.Search
          key={state.words}
          defaultValue={state.words}
          placeholder="请输入成果、需求、政策等关键词"
          enterButton="搜索"
          maxLength={50}
          size="large"
          style={{ width: 560 }}
          onSearch={(value) => go({ words: value.trim() })}
          data-testid="search-input"
        />
        <span className="mk-list__total" data-testid="search-summary">
          {enabled ? (
            <>
              搜索“{state.words}” 共{' '}
              <b>
                {result.data?.total ?? '—'}
                {result.data?.totalCapped ? '+' : ''}
              </b>{' '}
              条
            </>
          ) : (
            '请输入关键词'
          )}
        </span>
      </div>
      <Tabs
        activeKey={String(state.value)}
        onChange={(key) => go({ value: Number(key) })}
        items={Object.entries(table).map(([value, label]) => {
          const count = counts?.[docs[Number(value)]!];
          return {
            key: value,
            label: (
              <span data-testid={`search-tab-${value}`}>
                {label}
                {count !== undefined && <span className="sr-tab-count">（{capCount(count)}）</span>}
              </span>
            ),
          };
        })}
        data-testid="search-tabs"
      />
      <div className={`mk-list__body${result.isPlaceholderData ? ' is-fetching' : ''}`}>
        {enabled && result.isPending ? (
          <div className="mk-list__skeleton">
            <SkeletonLines count={8} height={20} gap={34} />
          </div>
        ) : records.length === 0 && other ? (
          <Alert
            className="sr-other-tab"
            type="info"
            showIcon
            message={`“${table[state.value as keyof typeof table]}”中没有找到“${state.words}”，“${other.label}”中有 ${capCount(other.count)} 条结果。`}
            action={
              <Button type="primary" size="small" onClick={() => go({ value: other.value })}>
                查看{other.label}
              </Button>
            }
            data-testid="search-other-tab"
          />
        ) : records.length === 0 ? (
          <NoData
            height={320}
            description={enabled ? '没有找到相关内容，换个关键词试试' : '请输入关键词搜索'}
          />
        ) : (
          records.map((hit) => <Hit key={`${hit.docType}-${hit.id}`} hit={hit} />)
        )}
      </div>
      {(result.data?.total ?? 0) > SEARCH_PAGE_SIZE && (
        <Pagination
          className="mk-list__pager"
          current={state.pageNum}
          pageSize={SEARCH_PAGE_SIZE}
          total={result.data?.total}
          showSizeChanger={false}
          onChange={(pageNum) => go({ pageNum })}
        />
      )}
    </section>
  );
}
