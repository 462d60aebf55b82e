import { ResourceDetailScreen } from './resource-detail-screen.tsx';

/** 领域详情 (/DevelopAreaDetail?id). */
export function Component() {
  return <ResourceDetailScreen kind="developArea" />;
}
