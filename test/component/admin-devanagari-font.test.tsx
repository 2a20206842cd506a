import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVANAGARI_FONT_FILES } from '../../src/config/fonts';
import { installFakeApi, type FakeApi } from './support/fakeAdminApi';
import { ADMIN_CODE_WAIT_MS, loadAdminCode, renderApp } from './support/renderAdmin';

beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

describe('the admin draws Devanagari in the site’s own face', () => {
  it('declares the self-hosted Noto Sans Devanagari faces (by unicode range: loaded only where Devanagari is drawn) and puts the face first, inputs included', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/blogs');
    await screen.findByRole('heading', { level: 1 });
    const css = [...document.querySelectorAll('[data-part="admin-layout"] style')].map((s) => s.textContent ?? '').join('');
    for (const { weight, file } of DEVANAGARI_FONT_FILES) {
      expect(css).toContain(`font-weight:${weight};src:url(/fonts/${file}) format('woff2');unicode-range:U+0900-097F`);
    }
    expect(css).toMatch(/body\{font-family:'Noto Sans Devanagari',system-ui/);
    // The public pages' rule still reads `button, input, select, textarea { font: inherit; }`: the fields take the body's stack.
    expect(getComputedStyle(document.body).fontFamily).toContain('Noto Sans Devanagari');
  });
});
