import type { SourceHomeSection } from '@portal/shared/api/index';
import { capCount } from '@portal/shared/format';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useSourceHome } from '../api/get-source-home.ts';
import { KIND_ROUTES } from '../logic/kinds.ts';
import './resource.css';

function Section({ section }: { section: SourceHomeSection }) {
  const routes = KIND_ROUTES[section.kind];
  return (
    <section className="rs-home__section pt-card" data-testid={`source-section-${section.kind}`}>
      <header>
        <h2>{section.title}</h2>
        <Link to={getHref(routes.list)} data-testid="source-more">
          共 {capCount(section.total)} 项，查看全部
        </Link>
      </header>
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            <ItemLink to={routes.detail} id={item.id}>
              {item.name}
            </ItemLink>
            <small>{item.orgName}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /SourceHome: the four resource sections and links to the development lists. */
export function SourceHomeView() {
  const home = useSourceHome();
  return (
    <>
      <section className="rs-intro pt-card">
        <h1>科研资源</h1>
        <p>汇聚全省科研数据库、生物样本库、科研基地和大型科研仪器，面向高校院所和企业开放共享。</p>
      </section>
      {home.isPending ? (
        <div className="pt-card rs-home__section">
          <SkeletonLines count={8} />
        </div>
      ) : (
        <div className="rs-home__sections">
          {(home.data?.sections ?? []).map((s) => (
            <Section key={s.kind} section={s} />
          ))}
        </div>
      )}
      <nav className="rs-home__links pt-card" aria-label="研发资源">
        <Link to={getHref('TechSourceList')}>技术来源</Link>
        <Link to={getHref('DevelopAreaList')}>研发领域</Link>
        <Link to={getHref('DevelopProjectList')}>研发项目</Link>
      </nav>
    </>
  );
}
