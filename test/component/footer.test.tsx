import { beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError } from '../../src/api/client';
import { DEFAULT_SITE_SETTINGS, PHONE_NOT_SET_TEXT } from '../../src/data/site-settings';
import { renderApp, loadPageCode, PAGE_CODE_WAIT_MS } from '../helpers/renderApp';

// The pages' code is in before any test waits for what a page shows.
beforeAll(() => loadPageCode('/'), PAGE_CODE_WAIT_MS);

const settings = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../src/api/facts', () => ({
  settingsApi: settings,
  factsApi: { forPage: () => new Promise(() => {}) },
  ratesApi: { get: () => new Promise(() => {}) },
}));
beforeEach(() => {
  settings.get.mockReset().mockRejectedValue(new ApiError('Cannot reach the server.', null, 'NETWORK'));
});

const footer = () => screen.getByRole('contentinfo');

describe('the footer', () => {
  it.each([
    [
      'Quick Links',
      [
        ['Universities', '/universities'],
        ['Important Links', '/important-links'],
        ['Courses', '/courses'],
        ['Consultancies', '/consultancies'],
        ['Scholarships', '/scholarships'],
      ],
    ],
    [
      'Services',
      [
        ['Admin', '/admin/login'],
        ['Our Services', '/services'],
        ['Advertise with Us', '/advertise'],
        ['Contact Us', '/contact'],
      ],
    ],
    [
      'Resources',
      [
        ['Featured', '/featured'],
        ['Blog', '/blog'],
        ['FAQs', '/faqs'],
        ['How We Verify', '/how-we-verify'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Use', '/terms'],
      ],
    ],
  ])('%s has every link with its text and path', (group, links) => {
    renderApp('/');
    const nav = within(footer()).getByRole('navigation', { name: group as string });
    expect(within(nav).getByRole('heading', { name: group as string })).toBeInTheDocument();
    const found = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(found).toEqual(links);
  });

  it('shows Kathmandu, Nepal, the phone number and e-mail address from the site settings', async () => {
    settings.get.mockResolvedValue({ ...DEFAULT_SITE_SETTINGS, phone: '+977-1-5550100', updatedAt: null });
    renderApp('/');
    const f = footer();
    expect(within(f).getByText('Kathmandu, Nepal')).toBeInTheDocument();
    expect(await within(f).findByRole('link', { name: /^\+977/ })).toHaveAttribute('href', 'tel:+97715550100');
    expect(within(f).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@.+/));
  });

  it('says the phone number is coming soon, with no tap-to-call link, until an admin sets one', () => {
    renderApp('/');
    const f = footer();
    expect(within(f).getByText(new RegExp(PHONE_NOT_SET_TEXT))).toBeInTheDocument();
    expect(f.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('links a social icon once its link is set; the others keep their placeholder', async () => {
    settings.get.mockResolvedValue({
      ...DEFAULT_SITE_SETTINGS,
      social: { ...DEFAULT_SITE_SETTINGS.social, YouTube: 'https://www.youtube.com/@example' },
      updatedAt: null,
    });
    renderApp('/');
    const list = within(footer()).getByRole('list', { name: 'Social media' });
    await expect
      .poll(() =>
        within(list)
          .getByRole('link', { name: /on YouTube$/ })
          .getAttribute('href'),
      )
      .toBe('https://www.youtube.com/@example');
    expect(
      within(list)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href') === '#'),
    ).toHaveLength(4);
  });

  it('has social icons for five networks with accessible names and placeholder links', () => {
    renderApp('/');
    const list = within(footer()).getByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const a of links) {
      expect(a).toHaveAccessibleName(/on (Facebook|Instagram|X|LinkedIn|YouTube)$/);
      expect(a).toHaveAttribute('href', '#');
    }
  });

  it('has a copyright line with the year 2025', () => {
    renderApp('/');
    expect(within(footer()).getByText(/©\s*2025/)).toBeInTheDocument();
  });

  it('has the banner with a Book Now button to /consultation', () => {
    renderApp('/');
    expect(within(footer()).getByText('Need guidance? Get FREE counseling with our education experts!')).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/consultation');
  });
});
