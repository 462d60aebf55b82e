import { ResourceListScreen } from '../../features/resource/components/resource-list-screen.tsx';

/** 生物样本库 (/SourceHome/SampleBaseList): the shared resource list on kind 'sample'. */
export function Component() {
  return <ResourceListScreen kind="sample" />;
}
