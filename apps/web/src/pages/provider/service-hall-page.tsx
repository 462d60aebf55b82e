import { capCount } from '@portal/shared/format';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { getRoute } from '../../app/routes.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useProviderHall } from '../../features/provider/api/get-provider-hall.ts';
import { ProviderLogo } from '../../features/provider/components/provider-logo.tsx';
import { SECTION_ROUTES } from '../../features/provider/logic/sections.ts';
// The hall's cards are .mk-detail: without this sheet, opened directly, they had no padding.
import '../../components/detail/detail.css';
import '../../features/provider/components/provider.css';

const { title, lead } = getRoute('Service').spec;

/**
 * 服务大厅 (/Service): the talent counts and every provider section with its first units. The
 * title and lead show at once: the server painted them in the same place (route table `lead`).
 */
export function Component() {
  const hall = useProviderHall();
  const heading = (
    <>
      <h1 className="pt-page-title">{title}</h1>
      <p className="pt-page-subtitle">{lead}</p>
    </>
  );
  if (!hall.data) {
    return (
      <div className="pv-hall" aria-busy="true">
        <section className="pt-card mk-detail">{heading}</section>
        <Skeleton height={220} />
        <Skeleton height={220} />
      </div>
    );
  }
  return (
    <div className="pv-hall" data-testid="service-hall">
      <section className="pt-card mk-detail">
        {heading}
        <div className="pv-hall__talents" style={{ marginTop: 16 }}>
          {hall.data.talents.map((t) => (
            <Link
              key={t.talentType}
              className="pv-hall__talent"
              to={getHref('ExpertList', { query: { talentType: t.talentType } })}
              data-testid="hall-talent"
            >
              <b>
                {capCount(t.count)}
                <small className="pv-hall__talent-unit">{t.countUnit}</small>
              </b>
              <span>{t.name}</span>
            </Link>
          ))}
        </div>
      </section>
      {hall.data.sections.map((section) => {
        const routes = SECTION_ROUTES[section.authType];
        if (!routes) return null;
        return (
          <section
            key={section.authType}
            className="pt-card mk-detail"
            data-testid="hall-section"
            aria-labelledby={`hall-${section.authType}`}
          >
            <div className="pt-head-row pv-hall__section-head">
              <h2 id={`hall-${section.authType}`}>
                {section.name}
                <small className="pt-page-subtitle">
                  {' '}
                  共 {capCount(section.count)} {section.countUnit}
                </small>
              </h2>
              <Link to={getHref(routes.list)} data-testid="hall-more">
                查看全部{section.name}
              </Link>
            </div>
            <div className="pv-hall__units">
              {section.items.map((unit) => (
                <ItemLink
                  key={unit.id}
                  to={routes.hallDetail ?? routes.detail}
                  id={unit.id}
                  className="pv-hall__unit"
                >
                  <ProviderLogo name={unit.orgName} logo={unit.orgLogo} size={48} />
                  <span className="pv-hall__unit-name">
                    {unit.orgName}
                    <small>
                      {unit.regionName.replace(/^山东省/, '') || unit.regionName} · 成果{' '}
                      {capCount(unit.outcomeCount)}
                    </small>
                  </span>
                </ItemLink>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
