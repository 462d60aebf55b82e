import { SourceHomeView } from '../../features/resource/components/source-home-view.tsx';

/** 科研资源 (/SourceHome): the four resource sections. */
export function Component() {
  return <SourceHomeView />;
}
