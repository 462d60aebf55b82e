import { OutcomeList } from './outcome-list-page.tsx';

/** 成果库 (/ResultList): the outcome list with its own detail route (/ResultDetail). */
export function Component() {
  return <OutcomeList detail="ResultDetail" />;
}
