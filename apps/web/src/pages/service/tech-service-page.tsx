import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useServiceCatTree } from '../../features/service/api/get-service-cats.ts';
import { useServicePage } from '../../features/service/api/get-service-page.ts';
import { ServiceCard } from '../../features/service/components/service-card.tsx';
import '../../features/service/components/service.css';

const TYPES = [
  { type: 1, title: '研发服务', note: '研发设计、检验检测、中试熟化、仪器共享、知识产权' },
  { type: 2, title: '转化服务', note: '技术评估、技术经纪、成果推介、投融资对接、法律咨询' },
] as const;

/** One service type: its categories (to /ServerList?type&catId) and its best-selling products. */
function TypeBlock({ type, title, note }: (typeof TYPES)[number]) {
  const tree = useServiceCatTree(type);
  const top = useServicePage({ type, sort: 'sales', pageNum: 1, pageSize: 3 });
  const categories = tree.data?.flatMap((parent) => parent.children) ?? [];
  return (
    <section
      className="pt-card sv-cats__group"
      style={{ marginBottom: 16 }}
      data-testid={`tech-service-${type}`}
    >
      <div className="sv-toolbar" style={{ padding: 0 }}>
        <h2 style={{ margin: 0 }}>{title}</h2>
        <LinkButton to={getHref('ServerList', { query: { type } })}>查看全部{title}</LinkButton>
      </div>
      <p>{note}</p>
      <div className="sv-cats__items">
        {tree.isPending ? (
          <Skeleton height={28} width={360} />
        ) : (
          categories.map((cat) => (
            <Link
              key={cat.id}
              className="sv-cats__item"
              to={getHref('ServerList', { query: { type, catId: cat.id } })}
            >
              {cat.catName}（{cat.productCount}）
            </Link>
          ))
        )}
      </div>
      <div style={{ marginTop: 16 }}>
        {(top.data?.records ?? []).map((item) => (
          <ServiceCard key={item.id} item={item} detail="ServerDetail" carry={{ type }} />
        ))}
      </div>
    </section>
  );
}

/** 科技服务 (/TechService): the two service types, their categories and popular products. */
export function Component() {
  return (
    <div data-testid="tech-service">
      {TYPES.map((block) => (
        <TypeBlock key={block.type} {...block} />
      ))}
    </div>
  );
}
