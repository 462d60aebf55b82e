import { ResourceListScreen } from '../../features/resource/components/resource-list-screen.tsx';

/** 研发项目 (/DevelopProjectList): the shared resource list on kind 'developProject'. */
export function Component() {
  return <ResourceListScreen kind="developProject" />;
}
