import {
  adminEditableTextSchema,
  EDITABLE_TEXT_KEYS,
  EDITABLE_TEXTS,
  type EditableTextKey,
  editableTextRequestSchema,
  AdminContentPaths as P,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { clearPublicCaches } from '../../lib/cache-registry.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';

const READ = ['content', 'audit'] as const;
const WRITE = ['content'] as const;

const keyParams = z.object({ key: z.enum(EDITABLE_TEXT_KEYS, { error: '没有这段文本' }) });

/** 'protocol-2' is the protocols row of type 2; every other key is a platform_texts row. */
const protocolType = (key: EditableTextKey): 1 | 2 | null =>
  key === 'protocol-1' ? 1 : key === 'protocol-2' ? 2 : null;

async function readText(db: Db, key: EditableTextKey) {
  const type = protocolType(key);
  const row = type
    ? await db
        .selectFrom('protocols')
        .select(['title', 'content', 'updatedAt'])
        .where('type', '=', type)
        .executeTakeFirst()
        .then((r) => r && { ...r, img: null })
    : await db
        .selectFrom('platformTexts')
        .select(['title', 'content', 'img', 'updatedAt'])
        .where('key', '=', key)
        .executeTakeFirst();
  return row && { key, label: EDITABLE_TEXTS[key], ...row };
}

/**
 * The portal's fixed rich texts (平台文本: platform introduction, about us, innovation, the user
 * agreement and the platform notice): read by content and audit, edited by content, the body
 * sanitised at write, the portal's caches cleared so the change shows at once.
 */
const textRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    P.texts,
    {
      config: { admin: { roles: READ, action: 'text.list' } },
      schema: {
        summary: '平台文本（简介、关于我们、科技创新、用户协议、平台须知）',
        response: { 200: envelopeOf(z.array(adminEditableTextSchema)) },
      },
    },
    async (_request, reply) => {
      const texts = await Promise.all(EDITABLE_TEXT_KEYS.map((key) => readText(db, key)));
      return reply.ok(texts.filter((t) => t !== undefined));
    },
  );

  app.post(
    P.text(':key'),
    {
      config: { admin: { roles: WRITE, action: 'text.update' } },
      schema: {
        summary: '修改一段平台文本（正文保存前净化）',
        params: keyParams,
        body: editableTextRequestSchema,
        response: { 200: envelopeOf(adminEditableTextSchema) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const before = await readText(db, key);
      if (!before) throw notFound('没有这段文本');
      request.adminAudit.target = { text: key };
      request.adminAudit.before = before;
      const { title, img } = request.body;
      const content = sanitizeHtml(request.body.content);
      const updatedAt = formatDate(app.clock.now());
      const type = protocolType(key);
      if (type) {
        await db
          .updateTable('protocols')
          .set({ title, content, updatedAt })
          .where('type', '=', type)
          .execute();
      } else {
        await db
          .updateTable('platformTexts')
          .set({ title, content, img: img || null, updatedAt })
          .where('key', '=', key)
          .execute();
      }
      const after = await readText(db, key);
      request.adminAudit.after = after ?? null;
      clearPublicCaches(app);
      return reply.ok(after, '已保存');
    },
  );
};

export default textRoutes;
