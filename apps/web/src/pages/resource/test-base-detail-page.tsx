import { ResourceDetailScreen } from './resource-detail-screen.tsx';

/** 基地详情 (/SourceHome/TestBaseList/TestBaseDetail?id). */
export function Component() {
  return <ResourceDetailScreen kind="base" />;
}
