/** Field groups that many answer rows share, spread into their z.object in place. */

import { z } from 'zod';

/** Who to contact about a row: the company and its contact person. */
export const contactRowShape = {
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
};

/** A console queue row's state: its status, the refusal's reason and when it was asked. */
export const queueRowShape = {
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
};

/** A console queue row's decision: its status, the refusal's reason, when asked and decided. */
export const decisionRowShape = {
  ...queueRowShape,
  decidedAt: z.string().nullable(),
};
