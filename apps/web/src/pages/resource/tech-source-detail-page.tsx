import { ResourceDetailScreen } from './resource-detail-screen.tsx';

/** 技术来源详情 (/TechSourceDetail?id). */
export function Component() {
  return <ResourceDetailScreen kind="techSource" />;
}
