import { decodeDirectory, type DirectoryEntry, type DirectoryManifest } from '../domain/directory';
import { api, ApiError } from './client';

/**
 * The published consultancy directory: GET /directory says which content-hashed file is current
 * (revalidated each time, a 304 when nothing changed), then the file itself, which the browser keeps
 * (immutable). A file replaced between the two requests (an admin edit) is a 404: ask once more.
 */
export async function fetchPublishedDirectory(signal?: AbortSignal): Promise<DirectoryEntry[]> {
  for (let attempt = 1; ; attempt++) {
    const manifest = (await api.get<DirectoryManifest>('/directory', { signal })).data;
    try {
      const entries = decodeDirectory((await api.get(manifest.file, { signal })).data);
      if (!entries) throw new ApiError('The consultancy directory could not be read.', null, 'INTERNAL');
      return entries;
    } catch (e) {
      if (attempt < 2 && e instanceof ApiError && e.code === 'NOT_FOUND') continue;
      throw e;
    }
  }
}
