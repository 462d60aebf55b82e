import { z } from 'zod';

/** Response schemas (OpenAPI) of 互动交流, 意见反馈 and 下载专区; types in @portal/shared. */
export const questionItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.number(),
  categoryName: z.string(),
  content: z.string(),
  askerName: z.string(),
  askDate: z.string(),
  status: z.number(),
  answer: z.string().nullable(),
  answerDept: z.string().nullable(),
  answerDate: z.string().nullable(),
});

export const downloadFormSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.number(),
  categoryName: z.string(),
  description: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number(),
  publishDate: z.string(),
  downloadCount: z.number(),
  url: z.string(),
});

export const createdIdSchema = z.object({ id: z.number() });
