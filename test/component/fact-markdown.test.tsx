import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { builtInFacts } from '../../src/data/fact-seeds';
import type { Fact } from '../../src/domain/fact';
import { renderApp } from '../helpers/renderApp';
import { failEveryAttempt } from '../helpers/remoteFailures';
import { ApiError } from '../../src/api/client';

const api = vi.hoisted(() => ({ blogs: { list: vi.fn(), get: vi.fn() }, byKeys: vi.fn() }));
vi.mock('../../src/api/blogs', () => ({ blogsApi: api.blogs }));
vi.mock('../../src/api/facts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/facts')>();
  return { ...real, factsApi: { ...real.factsApi, byKeys: api.byKeys } };
});

const funds = builtInFacts().find((f) => f.key === 'destination.uk.visa-funds')!;
const article = (body: string) => ({
  id: 9,
  slug: 'uk-funds',
  title: 'Funds for a UK visa',
  excerpt: 'What to show.',
  body,
  coverImage: '',
  author: 'Anita',
  tags: [],
  status: 'published',
  publishedAt: '2026-01-02T00:00:00Z',
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
});

/** The paragraph whose whole text matches (a fact is an element of its own inside it). */
const paragraph = (re: RegExp) => (_: string, el: Element | null) => el?.tagName === 'P' && re.test(el.textContent ?? '');

beforeEach(() => {
  api.blogs.get.mockReset();
  api.byKeys.mockReset();
});

describe('articles embed facts by key', () => {
  it('an article shows the current record for {{fact KEY}}: its value, its month and a link to its source', async () => {
    const edited: Fact = { ...funds, id: 3, updatedAt: null, value: { kind: 'text', text: 'GBP 1,600 a month in London' }, checkedOn: '2026-10' };
    api.blogs.get.mockResolvedValue(article('You must show {{fact destination.uk.visa-funds}} for the visa.'));
    api.byKeys.mockResolvedValue([edited]);
    renderApp('/blog/9');
    const body = await screen.findByText(paragraph(/You must show GBP 1,600 a month in London \(as of October 2026,/));
    expect(body.querySelector('[data-fact="destination.uk.visa-funds"]')).toHaveTextContent(/^GBP 1,600 a month in London \(as of October 2026,/);
    expect(within(body).getByRole('link', { name: funds.sourceName })).toHaveAttribute('href', funds.sourceUrl);
    expect(api.byKeys).toHaveBeenCalledWith(['destination.uk.visa-funds'], expect.anything());
  });

  it('while the facts cannot be read, the built-in record stands in; a fact that no longer exists says so', async () => {
    api.blogs.get.mockResolvedValue(article('Funds: {{fact destination.uk.visa-funds}}. Old: {{fact removed.fact}}.'));
    failEveryAttempt(api.byKeys, new ApiError('down', 500, 'INTERNAL'));
    renderApp('/blog/9');
    // The built-in record begins "Show first-year tuition".
    expect(funds.value).toMatchObject({ text: expect.stringMatching(/^Show first-year tuition/) });
    expect(await screen.findByText(paragraph(/Funds: Show first-year tuition.*Old: \(figure not available\)\./))).toBeInTheDocument();
  });
});
