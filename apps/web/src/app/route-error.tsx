import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { classifyChunkError } from '../lib/chunk.ts';
import './route-error.css';

const CHUNK_PATTERN = /chunk|dynamically imported module|Importing a module script|preload CSS/i;

/** Which text a route failure gets; exported for the unit tests. */
export function describeRouteError(error: unknown): { title: string; detail: string } {
  const chunk =
    error instanceof Error && CHUNK_PATTERN.test(`${error.name} ${error.message}`)
      ? classifyChunkError(error)
      : null;
  if (chunk?.kind === 'css') {
    return {
      title: '页面样式加载失败',
      detail: '样式文件未能加载，可能是网络不稳定或平台刚刚完成更新，请重新加载页面。',
    };
  }
  if (chunk) {
    return {
      title: '页面加载失败',
      detail: '页面文件未能加载或加载超时，可能是网络不稳定或平台刚刚完成更新，请重新加载页面。',
    };
  }
  return { title: '页面出现了问题', detail: '请重新加载页面，若问题仍然存在请联系平台客服。' };
}

/**
 * What a failed route shows (spec §8 "Chunk load"): a failed or timed-out script chunk and a
 * failed stylesheet chunk get their own text; both offer a reload, which fetches the new build.
 */
export function RouteErrorView() {
  const error = useRouteError();
  if (error) console.error(error);
  const { title, detail } = describeRouteError(error);
  return (
    <div className="pt-route-error" role="alert">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="34" fill="#fff7e6" stroke="#f5b400" strokeWidth="3" />
        <rect x="33" y="18" width="6" height="26" rx="3" fill="#d48806" />
        <circle cx="36" cy="53" r="4" fill="#d48806" />
      </svg>
      <h2 className="pt-route-error__title">{title}</h2>
      <p className="pt-route-error__detail">{detail}</p>
      <Button type="primary" size="large" onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </div>
  );
}
