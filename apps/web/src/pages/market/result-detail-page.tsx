import { OutcomeDetailScreen } from './outcome-detail-page.tsx';

/** 成果库 detail (/ResultDetail): the standard outcome presentation. */
export function Component() {
  return <OutcomeDetailScreen self="ResultDetail" />;
}
