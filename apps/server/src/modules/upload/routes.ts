import fs from 'node:fs/promises';
import { AccountPaths, positiveIntField, strictRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../lib/errors.ts';
import { envelopeOf, uploadedFileSchema } from '../../lib/schemas.ts';
import { detectFileType } from './file-type.ts';
import { filesByIds, mayRead, toUploadedFile } from './repository.ts';
import { sendStoredFile } from './send-file.ts';
import { storeUpload } from './store.ts';

const ACCEPTED = '仅支持jpg、png、gif、webp图片或pdf文件';

const uploadRoutes: FastifyPluginAsyncZod<{ uploadDir: string; maxBytes: number }> = async (
  app,
  { uploadDir, maxBytes },
) => {
  await fs.mkdir(uploadDir, { recursive: true });

  app.post(
    AccountPaths.uploadFile,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['upload'],
        summary: '上传文件（multipart，字段 file）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedFileSchema) },
      },
    },
    async (request, reply) => {
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part) throw invalid('请选择要上传的文件');
      const buffer = await part.toBuffer().catch(() => null);
      if (!buffer || part.file.truncated)
        throw invalid(`文件大小不能超过${Math.round(maxBytes / 1048576)}MB`);
      if (buffer.length === 0) throw invalid('文件内容为空');
      const type = detectFileType(buffer);
      if (!type) throw invalid(ACCEPTED);
      const file = await storeUpload(
        app.db,
        uploadDir,
        { buffer, filename: part.filename, type },
        { userId: request.user!.id, createdAt: app.clock.now() },
      );
      return reply.ok(toUploadedFile(file), '上传成功');
    },
  );

  app.post(
    AccountPaths.uploadInfo,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['upload'],
        summary: '查询已上传文件',
        body: strictRequest({ id: positiveIntField('文件编号不正确') }),
        response: { 200: envelopeOf(uploadedFileSchema) },
      },
    },
    async (request, reply) => {
      const [file] = await filesByIds(app.db, [request.body.id]);
      if (!file || !mayRead(file, request.user)) throw notFound('文件不存在');
      return reply.ok(toUploadedFile(file));
    },
  );

  app.get(
    `${AccountPaths.privateFile}:id`,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['upload'],
        summary: '下载本人上传的私有文件（认证材料、合同附件）；他人一律 404',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const [file] = await filesByIds(app.db, [request.params.id]);
      if (!file || !mayRead(file, request.user)) {
        return reply.status(404).send({ code: 404, msg: '文件不存在', data: null });
      }
      return sendStoredFile(reply, uploadDir, file);
    },
  );
};

export default uploadRoutes;
