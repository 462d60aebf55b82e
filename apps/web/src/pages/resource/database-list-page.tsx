import { ResourceListScreen } from '../../features/resource/components/resource-list-screen.tsx';

/** 科研数据库 (/SourceHome/DataBaseList): the shared resource list on kind 'database'. */
export function Component() {
  return <ResourceListScreen kind="database" />;
}
