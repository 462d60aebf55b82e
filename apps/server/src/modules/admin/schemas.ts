import { OPERATOR_ROLE_VALUES } from '@portal/shared';
import { z } from 'zod';

/** Response schemas of the console API (the OpenAPI document is built from them). */
export const operatorInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLE_VALUES)),
  mustChangePassword: z.boolean(),
});

export const operatorLoginSchema = operatorInfoSchema.extend({ token: z.string() });

export const adminPagingQuery = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const idParams = z.object({ id: z.coerce.number().int().positive() });
