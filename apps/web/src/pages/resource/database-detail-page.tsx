import { ResourceDetailScreen } from './resource-detail-screen.tsx';

/** 数据库详情 (/SourceHome/DataBaseList/DataBaseDetail?id). */
export function Component() {
  return <ResourceDetailScreen kind="database" />;
}
