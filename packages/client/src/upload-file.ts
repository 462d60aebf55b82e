import { AccountPaths, type UploadedFile } from '@portal/shared/api/index';
import { api } from './request.ts';

/** POST /client/api/upload/url (multipart, field `file`). */
export function uploadFile(file: Blob, name?: string): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, name);
  return api.request<UploadedFile>(AccountPaths.uploadFile, { method: 'POST', body });
}
