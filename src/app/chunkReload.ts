import { CHUNK_RELOAD_WINDOW_MS } from '../config/constants';

const key = (chunkId: string) => `gantavya:chunk-reload:${chunkId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when this chunk triggered a reload within the last CHUNK_RELOAD_WINDOW_MS. */
export function hasRecentReloadMarker(chunkId: string, now = Date.now()): boolean {
  const at = Number(storage()?.getItem(key(chunkId)));
  return Number.isFinite(at) && at > 0 && now - at < CHUNK_RELOAD_WINDOW_MS;
}

export function markReload(chunkId: string, now = Date.now()) {
  storage()?.setItem(key(chunkId), String(now));
}

export function clearReloadMarker(chunkId: string) {
  storage()?.removeItem(key(chunkId));
}
