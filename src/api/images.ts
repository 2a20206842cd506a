import type { ImageKind } from '../domain/images';
import type { UploadedImage } from '../domain/imageUpload';
import { api } from './client';

/** How long an upload may take (a few MB on a slow connection), instead of the usual 10 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /images?kind=: the file's bytes as they are; the server reads what it is from them. */
export const imagesApi = {
  upload: (file: Blob, kind: ImageKind, signal?: AbortSignal) =>
    api
      .post<UploadedImage>('/images', file, { params: { kind }, headers: { 'Content-Type': 'application/octet-stream' }, timeout: UPLOAD_TIMEOUT_MS, signal })
      .then((r) => r.data),
};
