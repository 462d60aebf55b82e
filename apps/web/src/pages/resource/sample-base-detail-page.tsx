import { ResourceDetailScreen } from './resource-detail-screen.tsx';

/** 样本库详情 (/SourceHome/SampleBaseList/SampleBaseDetail?id). */
export function Component() {
  return <ResourceDetailScreen kind="sample" />;
}
