import type { HelpCategory } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../market/filters.ts';

/**
 * Help centre: categories with their article titles (two queries, grouped in memory). With a
 * keyword only the articles whose title or text contain it, and only their categories.
 */
export async function helpCategories(db: Db, keyword?: string): Promise<HelpCategory[]> {
  let articleQuery = db
    .selectFrom('helpArticles')
    .select(['id', 'categoryId', 'title'])
    .orderBy('categoryId')
    .orderBy('sort')
    .orderBy('id');
  if (keyword) {
    const pattern = likePattern(keyword);
    articleQuery = articleQuery.where(
      sql<boolean>`(title like ${pattern} escape '\\' or content like ${pattern} escape '\\')`,
    );
  }
  const [categories, articles] = await Promise.all([
    db.selectFrom('helpCategories').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    articleQuery.execute(),
  ]);
  const byCategory = new Map<number, HelpCategory>();
  const result = categories.map((c) => {
    const category: HelpCategory = { id: c.id, name: c.name, articles: [] };
    byCategory.set(c.id, category);
    return category;
  });
  for (const a of articles)
    byCategory.get(a.categoryId)?.articles.push({ id: a.id, title: a.title });
  return keyword ? result.filter((c) => c.articles.length > 0) : result;
}

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
