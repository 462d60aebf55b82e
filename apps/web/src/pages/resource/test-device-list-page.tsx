import { ResourceListScreen } from '../../features/resource/components/resource-list-screen.tsx';

/** 科研仪器 (/SourceHome/TestDeviceList): the shared resource list on kind 'instrument'. */
export function Component() {
  return <ResourceListScreen kind="instrument" />;
}
