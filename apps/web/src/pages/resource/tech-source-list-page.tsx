import { ResourceListScreen } from '../../features/resource/components/resource-list-screen.tsx';

/** 技术来源 (/TechSourceList): the shared resource list on kind 'techSource'. */
export function Component() {
  return <ResourceListScreen kind="techSource" />;
}
