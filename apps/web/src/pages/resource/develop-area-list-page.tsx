import { ResourceListScreen } from '../../features/resource/components/resource-list-screen.tsx';

/** 研发领域 (/DevelopAreaList): the shared resource list on kind 'developArea'. */
export function Component() {
  return <ResourceListScreen kind="developArea" />;
}
