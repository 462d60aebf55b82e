import type { HelpCategory } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../../kit/list/filters.ts';
import { plainText } from '../search/highlight.ts';

/** Characters of text shown around a search match. */
const EXCERPT_BEFORE = 20;
const EXCERPT_AFTER = 40;

/** Plain text around the first match of `keyword`, … where cut; '' without a match. */
export function excerpt(text: string, keyword: string): string {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0) return '';
  const start = Math.max(0, at - EXCERPT_BEFORE);
  const end = Math.min(text.length, at + keyword.length + EXCERPT_AFTER);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * Help centre: categories with their article titles (two queries, grouped in memory). With a
 * keyword, the articles whose title or text (tags left out) contain it, each with the text
 * around the match, and only the categories holding them. LIKE narrows the rows in the
 * database; the check on the plain text drops matches inside markup.
 */
export async function helpCategories(db: Db, keyword?: string): Promise<HelpCategory[]> {
  let articleQuery = db
    .selectFrom('helpArticles')
    .select(['id', 'categoryId', 'title'])
    .where('status', '=', 1)
    .$if(Boolean(keyword), (q) => q.select('content'))
    .orderBy('categoryId')
    .orderBy('sort')
    .orderBy('id');
  if (keyword) {
    const pattern = likePattern(keyword);
    articleQuery = articleQuery.where(
      sql<boolean>`(title like ${pattern} escape '\\' or content like ${pattern} escape '\\')`,
    );
  }
  const [categories, rows] = await Promise.all([
    db.selectFrom('helpCategories').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    articleQuery.execute(),
  ]);
  const byCategory = new Map<number, HelpCategory>();
  const result = categories.map((c) => {
    const category: HelpCategory = { id: c.id, name: c.name, articles: [] };
    byCategory.set(c.id, category);
    return category;
  });
  for (const a of rows) {
    if (!keyword) {
      byCategory.get(a.categoryId)?.articles.push({ id: a.id, title: a.title });
      continue;
    }
    const text = excerpt(plainText(a.content ?? ''), keyword);
    const inTitle = a.title.toLowerCase().includes(keyword.toLowerCase());
    if (inTitle || text) {
      byCategory.get(a.categoryId)?.articles.push({ id: a.id, title: a.title, excerpt: text });
    }
  }
  return keyword ? result.filter((c) => c.articles.length > 0) : result;
}

/** A published help article with its category's name. */
export async function helpArticle(db: Db, id: number) {
  return db
    .selectFrom('helpArticles')
    .innerJoin('helpCategories', 'helpCategories.id', 'helpArticles.categoryId')
    .select([
      'helpArticles.id',
      'helpArticles.title',
      'helpArticles.categoryId',
      'helpCategories.name as categoryName',
      'helpArticles.content',
      'helpArticles.updatedAt',
    ])
    .where('helpArticles.id', '=', id)
    .where('helpArticles.status', '=', 1)
    .executeTakeFirst();
}

/** A stand-alone rich-text article (/RichText). */
export async function richTextArticle(db: Db, id: number) {
  return db
    .selectFrom('richTexts')
    .select(['id', 'title', 'content', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}
