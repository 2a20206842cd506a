// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DESTINATION_PATHS, EXAM_PATHS, NAV_ITEMS, ROUTES, isNavItemActive, isSafeNextPath, paths } from '../../src/config/routes';

describe('header: the active nav item', () => {
  it('Home is active only on an exact path match', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/blog')).toBe(false);
    expect(isNavItemActive('/', '/universities')).toBe(false);
  });
  it('the others are active on their path or a path under it', () => {
    expect(isNavItemActive('/blog', '/blog')).toBe(true);
    expect(isNavItemActive('/blog', '/blog/7')).toBe(true);
    expect(isNavItemActive('/consultancies', '/consultancies/12')).toBe(true);
  });
  it('a path that only shares a prefix of letters highlights nothing (/blogger)', () => {
    expect(NAV_ITEMS.filter((i) => isNavItemActive(i.href, '/blogger'))).toEqual([]);
  });
  it('nav items are Home, Universities, Courses, Consultancies, Blogs, Contact Us in that order', () => {
    expect(NAV_ITEMS.map((i) => [i.name, i.href])).toEqual([
      ['Home', '/'],
      ['Universities', '/universities'],
      ['Courses', '/courses'],
      ['Consultancies', '/consultancies'],
      ['Blogs', '/blog'],
      ['Contact Us', '/contact'],
    ]);
  });
});

describe('route constants', () => {
  it('include the constants of the further pages and redirects', () => {
    const all = Object.values(ROUTES);
    for (const p of ['/scholarships', '/test-preparation', '/visa-assistance', '/career-counseling', '/events', '/login', '/register', '/profile', '/404']) {
      expect(all).toContain(p);
    }
  });
  it('destination and exam paths are exactly the listed ones', () => {
    expect(DESTINATION_PATHS).toEqual([
      '/destinations/australia',
      '/destinations/canada',
      '/destinations/usa',
      '/destinations/uk',
      '/destinations/new-zealand',
    ]);
    expect(EXAM_PATHS).toEqual(['/exam/ielts', '/exam/pte', '/exam/sat', '/exam/gre', '/exam/gmat', '/exam/toefl', '/exam/duolingo']);
  });
  it('builds search and category hrefs with the text encoded', () => {
    expect(paths.consultancySearch('A & B')).toBe('/consultancies?search=A%20%26%20B');
    expect(paths.consultancyCategory('universities')).toBe('/consultancies?category=universities');
  });
});

describe('sign-in next parameter (no open redirect)', () => {
  it('accepts admin paths of this app', () => {
    expect(isSafeNextPath('/admin/blogs')).toBe(true);
    expect(isSafeNextPath('/admin/blogs/edit/3?x=1')).toBe(true);
  });
  it('refuses other sites, protocol-relative and odd paths', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, '/admin/login', '/admin\n/x']) {
      expect(isSafeNextPath(bad)).toBe(false);
    }
  });
});
