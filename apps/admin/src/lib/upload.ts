import { AdminContentPaths, type UploadedFile } from '@portal/shared/api/index';
import { api } from './api.ts';

/** Uploads a cover or body image as a public file and answers its URL. */
export function uploadImage(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadedFile>(AdminContentPaths.upload, form);
}

/** Uploads a file of the download area (pdf or image) as a public file. */
export function uploadDownloadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadedFile>(`${AdminContentPaths.upload}?purpose=file`, form);
}
