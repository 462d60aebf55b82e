import { FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import type { HelpCategory } from '@portal/shared/api/index';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { ArticleCard } from '../../components/detail/article.tsx';
import { useIdParam } from '../../components/detail/detail-gate.tsx';
import { useHelpDetail } from '../../features/content/api/get-help-detail.ts';
import { useHelpList } from '../../features/content/api/get-help-list.ts';
import './help-center.css';

/** The page's URL: `?keyword=` (server-side search) and `?id=` (the open article). */
function helpHref(keyword: string, id?: number): string {
  const query: Record<string, string | number> = {};
  if (keyword) query.keyword = keyword;
  if (id) query.id = id;
  return getHref('HelpCenter', { query });
}

function Categories({
  categories,
  keyword,
  activeId,
}: {
  categories: HelpCategory[];
  keyword: string;
  activeId: number;
}) {
  return (
    <nav aria-label="帮助分类" data-testid="help-categories">
      {categories.map((category) => (
        <section key={category.id} className="hc-cat">
          <h2 className="hc-cat__name">{category.name}</h2>
          <ul>
            {category.articles.map((article) => (
              <li key={article.id}>
                <Link
                  to={helpHref(keyword, article.id)}
                  className={article.id === activeId ? 'is-active' : undefined}
                  aria-current={article.id === activeId ? 'page' : undefined}
                  data-testid="help-article-link"
                >
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** `text` with every occurrence of `keyword` (any case) in <mark>. */
function Marked({ text, keyword }: { text: string; keyword: string }) {
  if (!keyword) return <>{text}</>;
  const lower = text.toLowerCase();
  const word = keyword.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + word.length)}</mark>);
    from = at + word.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/** No article open: every category with its articles (with a search: the matches, marked). */
function Overview({ categories, keyword }: { categories: HelpCategory[]; keyword: string }) {
  return (
    <section className="mk-detail pt-card" data-testid="help-overview">
      <h1 className="mk-detail__title">{keyword ? `“${keyword}”的搜索结果` : '帮助中心'}</h1>
      <div className={`hc-overview${keyword ? ' is-results' : ''}`}>
        {categories.map((category) => (
          <div key={category.id} className="hc-overview__cat">
            <h2>{category.name}</h2>
            <ul>
              {category.articles.map((article) => (
                <li key={article.id}>
                  <FileTextOutlined aria-hidden />{' '}
                  <Link to={helpHref(keyword, article.id)}>
                    <Marked text={article.title} keyword={keyword} />
                  </Link>
                  {article.excerpt && (
                    <p className="hc-overview__excerpt" data-testid="help-excerpt">
                      <Marked text={article.excerpt} keyword={keyword} />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function OpenArticle({ id }: { id: number }) {
  const { data, isPending, isError } = useHelpDetail(id);
  if (isPending) {
    return (
      <div className="mk-detail pt-card" data-testid="skeleton">
        <SkeletonLines count={10} />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="mk-detail pt-card" data-testid="detail-not-found">
        <NoData height={280} description="该帮助文章不存在或已删除" />
      </div>
    );
  }
  return (
    <ArticleCard
      title={data.title}
      date={data.updatedAt}
      dateLabel={`${data.categoryName} · 更新日期`}
      html={data.content}
    />
  );
}

/** 帮助中心 (/HelpCenter): categories and articles, server-side search, `?id=` opens one. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const id = useIdParam();
  const list = useHelpList(keyword || undefined);
  const categories = list.data ?? [];
  const search = (value: string) => {
    const next = new URLSearchParams();
    if (value.trim()) next.set('keyword', value.trim());
    setParams(next);
  };
  return (
    <div className={`hc-layout${id ? ' has-article' : ''}`} data-testid="help-center">
      <aside className="hc-side pt-card">
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          placeholder="搜索帮助文章"
          aria-label="搜索帮助文章"
          allowClear
          enterButton={<SearchOutlined aria-label="搜索" />}
          maxLength={50}
          onSearch={search}
          data-testid="help-search"
        />
        <div className={`hc-side__list${list.isPlaceholderData ? ' is-fetching' : ''}`}>
          {list.isPending ? (
            <SkeletonLines count={8} />
          ) : categories.length === 0 ? (
            <NoData height={200} description={keyword ? '未找到相关帮助文章' : '暂无数据'} />
          ) : (
            <Categories categories={categories} keyword={keyword} activeId={id} />
          )}
        </div>
      </aside>
      <div className="hc-main">
        {id ? (
          <OpenArticle id={id} />
        ) : list.isPending ? (
          <div className="mk-detail pt-card">
            <SkeletonLines count={10} />
          </div>
        ) : categories.length === 0 ? (
          <div className="mk-detail pt-card" data-testid="help-empty">
            <NoData height={280} description={`未找到与“${keyword}”相关的帮助文章`} />
          </div>
        ) : (
          <Overview categories={categories} keyword={keyword} />
        )}
      </div>
    </div>
  );
}
