import fs from 'node:fs/promises';
import path from 'node:path';
import {
  downloadFormQuerySchema,
  downloadFormSchema,
  InteractionMessages,
  InteractionPaths,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { pageOf } from '../../lib/schemas.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { countDownload, formFile, formPage } from './repository.ts';

const tags = ['download'];

/** 下载专区 (/Formdownload): the forms and templates, and their files as counted downloads. */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['download']);
  const uploadDir = app.config.UPLOAD_DIR;

  cachedGet(app, cached, InteractionPaths.formPage, {
    tags,
    summary: '下载专区：表格与模板（category 类别，keyword 名称/说明）',
    querystring: downloadFormQuerySchema,
    data: pageOf(downloadFormSchema),
    read: (query) => formPage(app.db, query),
  });

  app.get(
    `${InteractionPaths.formFile}:id`,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '下载表格文件（附件，UTF-8 文件名）；下载次数加一',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const file = await formFile(app.db, request.params.id);
      const onDisk = file
        ? await fs.stat(path.join(uploadDir, file.storedName)).catch(() => null)
        : null;
      if (!file || !onDisk) {
        return reply
          .status(404)
          .send({ code: 404, msg: InteractionMessages.formNotFound, data: null });
      }
      await countDownload(app.db, request.params.id);
      // The list shows the new count at its next load, not after the cache's few seconds.
      invalidate(app, `download:${request.params.id}`);
      return sendStoredFile(reply, uploadDir, file, { attachment: true });
    },
  );
};

export default downloadRoutes;
