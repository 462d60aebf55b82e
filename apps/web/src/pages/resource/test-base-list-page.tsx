import { ResourceListScreen } from '../../features/resource/components/resource-list-screen.tsx';

/** 科研基地 (/SourceHome/TestBaseList): the shared resource list on kind 'base'. */
export function Component() {
  return <ResourceListScreen kind="base" />;
}
