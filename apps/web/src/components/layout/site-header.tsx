import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { SITE_NAME, SITE_NAME_EN } from '../../app/site.ts';
import { HeaderSearch } from './header-search.tsx';
import { LogoMark } from './logo.tsx';
import { NavBar } from './nav-bar.tsx';
import { TopBar } from './top-bar.tsx';
import { VisitorCounter } from './visitor-counter.tsx';
import './site-header.css';

export function SiteHeader() {
  return (
    <header className="pt-header">
      <TopBar />
      <div className="pt-brand">
        <div className="pt-content pt-brand__inner">
          <Link to={getHref('Index')} className="pt-brand__logo" aria-label={`${SITE_NAME}首页`}>
            <LogoMark size={64} />
            <span className="pt-brand__text">
              <span className="pt-brand__name">{SITE_NAME}</span>
              <span className="pt-brand__en">{SITE_NAME_EN}</span>
            </span>
          </Link>
          <HeaderSearch />
          <VisitorCounter />
        </div>
      </div>
      <NavBar />
    </header>
  );
}
