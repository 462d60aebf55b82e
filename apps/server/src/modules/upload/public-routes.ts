import type { FastifyPluginAsync } from 'fastify';
import { findPublicFile, UPLOAD_URL_PREFIX } from './repository.ts';
import { sendStoredFile } from './send-file.ts';

/**
 * `/uploads/<name>` serves published images only. Members' materials share the folder but are
 * answered 404 here whoever asks: they go out through the authenticated file route.
 */
const publicUploadRoutes: FastifyPluginAsync<{ uploadDir: string }> = async (
  app,
  { uploadDir },
) => {
  app.get<{ Params: { name: string } }>(
    `${UPLOAD_URL_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = /^[a-f0-9]{32}\.\w{2,5}$/.test(request.params.name)
        ? await findPublicFile(app.db, request.params.name)
        : undefined;
      if (!file) return reply.status(404).send({ code: 404, msg: '文件不存在', data: null });
      return sendStoredFile(reply, uploadDir, file);
    },
  );
};

export default publicUploadRoutes;
