import { describe, expect, it, vi } from 'vitest';

// Counts the sound keys computed: the built-in list's index costs one per record.
const computed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/domain/soundKey', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/domain/soundKey')>();
  return {
    ...real,
    withSoundKey: (<T extends Parameters<typeof real.withSoundKey>[0]>(r: T) => {
      computed.count++;
      return real.withSoundKey(r);
    }) as typeof real.withSoundKey,
  };
});

describe("the search dialog's built-in index", () => {
  it("is not built when the dialog's code loads (it is fetched while the page is idle), but the first time a text is matched against it, and only once", async () => {
    const { suggestionsFor } = await import('../../src/features/header/SearchModal');
    expect(computed.count).toBe(0);
    expect(suggestionsFor('kathmandu').length).toBeGreaterThan(0);
    const built = computed.count;
    expect(built).toBeGreaterThan(0);
    suggestionsFor('pokhara');
    expect(computed.count).toBe(built);
  });
});
