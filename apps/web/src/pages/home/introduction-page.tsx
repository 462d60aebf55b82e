import type { PlatformText } from '@portal/shared/api/index';
import { formatDate } from '@portal/shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NoData } from '../../components/common/no-data.tsx';
import { Skeleton, SkeletonLines } from '../../components/common/skeleton.tsx';
import { useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { useAboutUs } from '../../features/home/api/get-about-us.ts';
import { usePlatformDesc } from '../../features/home/api/get-platform-desc.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import './introduction-page.css';

interface ArticleProps {
  id: string;
  en: string;
  query: UseQueryResult<PlatformText>;
}

function Article({ id, en, query }: ArticleProps) {
  const { data, isPending, isError } = query;
  const html = useMemo(() => sanitizeHtml(data?.content), [data?.content]);
  return (
    <section className="pt-intro__article pt-card" id={id} data-testid={`intro-${id}`}>
      {isPending ? (
        <>
          <Skeleton height={32} width={240} />
          <div style={{ marginTop: 28 }}>
            <SkeletonLines count={8} />
          </div>
        </>
      ) : isError || !data ? (
        <NoData height={320} />
      ) : (
        <>
          <header className="pt-intro__head">
            <h2 className="pt-intro__title">{data.title}</h2>
            <p className="pt-intro__en">{en}</p>
          </header>
          <div className="pt-intro__layout">
            {data.img && (
              <img
                className="pt-intro__img"
                src={data.img}
                alt={data.title}
                width={420}
                height={280}
                decoding="async"
              />
            )}
            <div
              className="pt-intro__content pt-rich-text"
              // Our own rich text, passed through the tag allowlist first.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </div>
          <p className="pt-intro__updated">更新时间：{formatDate(data.updatedAt)}</p>
        </>
      )}
    </section>
  );
}

/** 联系我们 from the site settings: the same identity the header and footer show. */
function Contacts() {
  const { data: s } = useSiteSettings();
  if (!s) return null;
  const rows: [string, string][] = [
    ['主办单位', s.hostUnit],
    ['联系地址', s.address],
    ['服务热线', s.workTime ? `${s.contactPhone}（${s.workTime}）` : s.contactPhone],
    ['电子邮箱', s.contactEmail],
    ['备案信息', [s.icpFiling, s.policeFiling].filter(Boolean).join('　')],
  ];
  return (
    <section className="pt-intro__article pt-card" id="contact" data-testid="intro-contact">
      <header className="pt-intro__head">
        <h2 className="pt-intro__title">联系我们</h2>
        <p className="pt-intro__en">Contact Us</p>
      </header>
      <dl className="pt-intro__contacts">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}：</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** /Introduction: the platform description and the about-us text (spec §2, §7). */
export function Component() {
  const platform = usePlatformDesc();
  const about = useAboutUs();
  return (
    <div className="pt-intro" data-testid="introduction-page">
      <nav className="pt-intro__nav pt-card" aria-label="平台介绍目录">
        <a href="#platform">平台简介</a>
        <a href="#about">关于我们</a>
        <a href="#contact">联系我们</a>
      </nav>
      <div className="pt-intro__main">
        <Article id="platform" en="Platform Introduction" query={platform} />
        <Article id="about" en="About Us" query={about} />
        <Contacts />
      </div>
    </div>
  );
}
