import { NeedList } from './requirement-list-page.tsx';

/** 需求库 (/NeedList): the need list with its own detail route (/NeedDetail). */
export function Component() {
  return <NeedList detail="NeedDetail" />;
}
