import { HELP_START } from './help-start.ts';
import { HELP_SUPPORT } from './help-support.ts';
import { HELP_TRADE } from './help-trade.ts';

export interface HelpCategorySeed {
  name: string;
  articles: readonly { title: string; content: string }[];
}

/** Date the seeded help articles were last revised (yyyy-MM-dd). */
export const HELP_UPDATED_AT = '2026-11-10';

/** The help centre, in display order. */
export const HELP_CATEGORIES: readonly HelpCategorySeed[] = [
  ...HELP_START,
  ...HELP_TRADE,
  ...HELP_SUPPORT,
];
