/**
 * @module `POST /admin/api/uploads`: an editor's image (multipart field `file`) kept in R2 under
 * `uploads/<uuid>.<ext>` and answered as `/media/uploads/…`, the path articles store in image_url:
 * /media serves it and the image proxy reads it from R2 directly (decision 034). The route keeps
 * its own body limit, the image's 5 MB and room for the multipart framing (http/middleware.ts
 * leaves this path to it), checked before anything is read.
 */
import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { ADMIN_ARTICLE_MESSAGES as M, UPLOAD_MAX_BYTES, UploadDto } from '../../contracts/admin-articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { adminCtx } from '../../http/admin-context';
import { created } from '../../http/envelope';
import { payloadTooLarge } from '../../http/errors';
import { UPLOAD_PATH } from '../../http/middleware';
import { adminRoute } from '../../http/routes';
import { apiApp } from '../../http/validate';
import { storeUpload } from './admin-actions';

/** The multipart framing around the file (boundaries, headers, the file's name) is small. */
const FRAMING_BYTES = 64 * 1024;
const tooLarge = () => payloadTooLarge(M.imageSize, 'file');

// A File exists only where a Worker (or a browser) runs, so this schema lives here, not in contracts.
export const UploadForm = z.object({
  file: z
    .custom<File>((v) => v instanceof File, { message: M.notAFile })
    .openapi({ type: 'string', format: 'binary', description: 'a JPEG, PNG, WebP or GIF of 5 MB or less' }),
});

const upload = adminRoute('post', '/uploads', {
  summary: 'Upload an image for articles; answers its /media/ URL (admin)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } } },
  responses: {
    201: jsonResponse('Stored: where it is served and its size in pixels', dataOf(UploadDto)),
    400: errorResponse(`file: '${M.notAFile}', '${M.imageType}', '${M.imagePixels}'`),
    413: errorResponse(`file: '${M.imageSize}'`),
  },
});

/** The uploads' own body limit, in place of the global 1 MB: the image's 5 MB and the form's framing. */
export const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + FRAMING_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

export const uploadRoutes = apiApp();
// Registered before the route, so a body over the limit is refused before validation reads it.
uploadRoutes.use(UPLOAD_PATH.replace('/admin/api', ''), uploadBodyLimit);

uploadRoutes.openapi(upload, async (c) => {
  const { file } = c.req.valid('form');
  return created(c, await storeUpload(adminCtx(c), file));
});
