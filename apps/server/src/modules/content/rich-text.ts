import type { Db } from '../../db/index.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';

export interface RichTextInput {
  /** Absent: a new article. */
  id?: number | undefined;
  title: string;
  /** HTML as the operator wrote it: stored only after the allow-list (lib/sanitize.ts). */
  html: string;
}

/**
 * Writes a rich-text article (/RichText?id=) with its HTML sanitised, dated `today`; answers
 * its id, or undefined when `id` names no article.
 */
export async function saveRichText(
  db: Db,
  input: RichTextInput,
  today: string,
): Promise<number | undefined> {
  const title = input.title.trim();
  if (!title) throw new Error('请输入标题');
  if (title.length > 100) throw new Error('标题不能超过100个字符');
  const content = sanitizeHtml(input.html);
  if (!content.trim()) throw new Error('正文不能为空');
  if (input.id === undefined) {
    const row = await db
      .insertInto('richTexts')
      .values({ title, content, updatedAt: today })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const result = await db
    .updateTable('richTexts')
    .set({ title, content, updatedAt: today })
    .where('id', '=', input.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? input.id : undefined;
}
