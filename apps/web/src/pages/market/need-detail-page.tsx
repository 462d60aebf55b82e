import { NeedDetailScreen } from './requirement-detail-page.tsx';

/** 需求库 detail (/NeedDetail). */
export function Component() {
  return <NeedDetailScreen self="NeedDetail" back="NeedList" />;
}
