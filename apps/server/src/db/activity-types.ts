import type { Generated, Insertable } from 'kysely';

/** Tables added by issue 11 (activities, help centre, rich text). */

/** A stand-alone rich-text article (/RichText?id=); `content` is a sanitised HTML fragment. */
export interface RichTextsTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** yyyy-MM-dd */
  updatedAt: string;
}

export interface ActivityTables {
  richTexts: RichTextsTable;
}

export type NewRichText = Insertable<RichTextsTable>;
