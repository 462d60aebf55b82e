import type { HelpCategory } from '@portal/shared';
import type { Db } from '../../db/index.ts';

/** Help centre: categories with their article titles (two queries, grouped in memory). */
export async function helpCategories(db: Db): Promise<HelpCategory[]> {
  const [categories, articles] = await Promise.all([
    db.selectFrom('helpCategories').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('helpArticles')
      .select(['id', 'categoryId', 'title'])
      .orderBy('categoryId')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  const byCategory = new Map<number, HelpCategory>();
  const result = categories.map((c) => {
    const category: HelpCategory = { id: c.id, name: c.name, articles: [] };
    byCategory.set(c.id, category);
    return category;
  });
  for (const a of articles)
    byCategory.get(a.categoryId)?.articles.push({ id: a.id, title: a.title });
  return result;
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
