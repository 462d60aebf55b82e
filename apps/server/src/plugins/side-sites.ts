import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { siteSettings } from '../modules/content/site-repository.ts';
import { escapeHtml } from '../modules/search/highlight.ts';

/**
 * /merchant/ and /admin/ belong to separate applications not yet served here (DESIGN §12):
 * until they are, every path under them answers a small Chinese page saying what they are,
 * with a way back home — not the SPA's 404 and not a JSON error.
 */
export const SIDE_SITES = [
  {
    prefix: '/merchant',
    title: '商户工作台',
    text: '商户工作台是服务机构和技术经纪人发布服务、处理订单的独立应用，尚未部署在本服务器上；需要办理相关业务请与平台运营方联系。',
  },
  {
    prefix: '/admin',
    title: '运营管理后台',
    text: '运营管理后台是平台运营人员审核内容、管理栏目和账号的独立应用，尚未部署在本服务器上；需要办理相关业务请与平台运营方联系。',
  },
] as const;

export function sideSitePage(
  site: (typeof SIDE_SITES)[number],
  settings: { siteName: string; contactPhone: string },
) {
  const name = escapeHtml(settings.siteName || '科技成果转化服务平台');
  const phone = settings.contactPhone
    ? `<p>咨询电话：${escapeHtml(settings.contactPhone)}</p>`
    : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${site.title} - ${name}</title>
<style>
body{margin:0;font:16px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2d3d;background:#f4f7fb}
main{max-width:560px;margin:12vh auto;padding:40px 32px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{margin:0 0 12px;font-size:24px;color:#0b57d0}
a{display:inline-block;margin-top:16px;padding:8px 20px;border-radius:4px;background:#0b57d0;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${site.title}</h1>
<p>${site.text}</p>
${phone}<a href="/">返回${name}首页</a>
</main>
</body>
</html>
`;
}

async function sideSites(app: FastifyInstance, options: { except?: string[] }) {
  for (const site of SIDE_SITES) {
    // A side site whose own build is served (plugins/side-app-static.ts) needs no placeholder.
    if (options.except?.includes(site.prefix)) continue;
    const answer = async (_request: unknown, reply: FastifyReply) => {
      const settings = await siteSettings(app.db);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(sideSitePage(site, settings));
    };
    app.get(site.prefix, { schema: { hide: true } }, answer);
    app.get(`${site.prefix}/*`, { schema: { hide: true } }, answer);
  }
}

export default fp<{ except?: string[] }>(sideSites, { name: 'side-sites' });
