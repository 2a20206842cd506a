// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/api/http');
  vi.resetModules();
});

describe("the API client's code, loaded with the first call", () => {
  it('fails a call whose HTTP client cannot load as one that cannot reach the server, and the next call tries the load again', async () => {
    let attempts = 0;
    vi.doMock('../../src/api/http', () => {
      attempts++;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { http: { get: async (url: string) => ({ data: { url }, status: 200 }) } };
    });
    const { api, ApiError } = await import('../../src/api/client');
    const failed = await api.get('/blogs').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ code: 'NETWORK', status: null, message: 'Cannot reach the server. Check your connection and try again.' });
    await expect(api.get('/blogs')).resolves.toMatchObject({ data: { url: '/blogs' } });
    expect(attempts).toBe(2);
  });
});
