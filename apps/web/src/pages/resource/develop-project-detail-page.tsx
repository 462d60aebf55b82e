import { ResourceDetailScreen } from './resource-detail-screen.tsx';

/** 项目详情 (/DevelopProjectDetail?id). */
export function Component() {
  return <ResourceDetailScreen kind="developProject" />;
}
