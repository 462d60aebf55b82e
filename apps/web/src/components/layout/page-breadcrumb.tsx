import { EnvironmentOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { useRouteTrail } from '../../app/use-current-route.ts';

/** 首页 plus the titles of the matched routes (spec §1), shown where meta.breadcrumb says. */
export function PageBreadcrumb() {
  const trail = useRouteTrail();
  return (
    <nav className="pt-breadcrumb" aria-label="当前位置" data-testid="breadcrumb">
      <EnvironmentOutlined className="pt-breadcrumb__icon" />
      <span className="pt-breadcrumb__label">当前位置：</span>
      <Link to={getHref('Index')}>首页</Link>
      {trail.map((crumb, index) => (
        <Fragment key={crumb.name}>
          <span className="pt-breadcrumb__sep" aria-hidden="true">
            &gt;
          </span>
          {crumb.link ? (
            <Link to={crumb.path}>{crumb.title}</Link>
          ) : (
            <span aria-current={index === trail.length - 1 ? 'page' : undefined}>
              {crumb.title}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
