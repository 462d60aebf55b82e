/**
 * Members' uploads are private (issue 9): their `url` is an API path that needs the token, so a
 * plain link or <img src> cannot show them. These fetch the bytes with the token instead.
 */
import type { UploadedFile } from '@portal/shared/api/index';
import { useEffect, useState } from 'react';
import { api } from './request.ts';

type FileRef = Pick<UploadedFile, 'url' | 'isPublic' | 'name'>;

/** An object URL for the file's bytes (a public file's own URL needs none). */
export async function fileObjectUrl(file: FileRef): Promise<string> {
  if (file.isPublic) return file.url;
  return URL.createObjectURL(await api.requestBlob(file.url));
}

/**
 * Opens the file in a new tab. The tab is opened before the download starts, while the click
 * still counts as the user's, so popup blockers let it through.
 */
export async function openUploadedFile(file: FileRef): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fileObjectUrl(file);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    console.error(error);
  }
}

/** The file as something an <img> can show; undefined until loaded (or for non-images). */
export function useUploadedImageUrl(file: (FileRef & { mime: string }) | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file?.mime.startsWith('image/')) return;
    let objectUrl: string | undefined;
    let alive = true;
    fileObjectUrl(file)
      .then((next) => {
        objectUrl = next.startsWith('blob:') ? next : undefined;
        if (alive) setUrl(next);
        else if (objectUrl) URL.revokeObjectURL(objectUrl);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return url;
}
