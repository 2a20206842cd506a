import { describe, expect, it } from 'vitest';
import { pageAddress } from '../../src/app/pageQuery';

describe('the page address the server renders and keeps', () => {
  it('keeps only the query parameters the page reads, each once, in the order given', () => {
    expect(pageAddress('/blog?x=1&utm_source=mail')).toBe('/blog');
    expect(pageAddress('/blog?page=2&x=1&page=3')).toBe('/blog?page=2');
    expect(pageAddress('/consultancies?ref=a&search=Kathmandu+Study&category=universities')).toBe(
      '/consultancies?search=Kathmandu+Study&category=universities',
    );
    expect(pageAddress('/universities?q=sydney&country=Australia&fbclid=1&id=4')).toBe('/universities?q=sydney&country=Australia&id=4');
    expect(pageAddress('/courses?tuitionMax=30&utm_source=x&sort=tuition&tuitionMin=')).toBe('/courses?tuitionMax=30&sort=tuition&tuitionMin=');
    expect(pageAddress('/cost-planner?destination=australia&level=Master&years=2&gclid=9')).toBe('/cost-planner?destination=australia&level=Master&years=2');
    expect(pageAddress('/faqs?anything=at-all')).toBe('/faqs');
    expect(pageAddress('/no-such-page?x=1')).toBe('/no-such-page');
  });

  it('never throws on an odd address, and keeps its path as sent', () => {
    for (const url of ['//', '///', '//[::1/', '//a b/', '/%', '/%00', '/\\evil.example/x']) expect(pageAddress(url)).toBe(url);
    expect(pageAddress('/blog?%zz=1&page=%')).toBe('/blog?page=%25');
  });
});
