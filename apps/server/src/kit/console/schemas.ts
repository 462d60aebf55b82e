import { z } from 'zod';

export const adminPagingQuery = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const idParams = z.object({ id: z.coerce.number().int().positive() });
