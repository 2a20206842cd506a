import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../helpers/renderApp';

const footer = () => screen.getByRole('contentinfo');

describe('the footer', () => {
  it.each([
    ['Quick Links', [['Universities', '/universities'], ['Important Links', '/important-links'], ['Courses', '/courses'], ['Consultancies', '/consultancies'], ['Scholarships', '/scholarships']]],
    ['Services', [['Admin', '/admin/login'], ['Our Services', '/services'], ['Advertise with Us', '/advertise'], ['Contact Us', '/contact']]],
    ['Resources', [['Featured', '/featured'], ['Blog', '/blog'], ['FAQs', '/faqs'], ['Privacy Policy', '/privacy'], ['Terms of Use', '/terms']]],
  ])('%s has every link with its text and path', (group, links) => {
    renderApp('/');
    const nav = within(footer()).getByRole('navigation', { name: group as string });
    expect(within(nav).getByRole('heading', { name: group as string })).toBeInTheDocument();
    const found = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(found).toEqual(links);
  });

  it('shows Kathmandu, Nepal, a phone number and an e-mail address', () => {
    renderApp('/');
    const f = footer();
    expect(within(f).getByText('Kathmandu, Nepal')).toBeInTheDocument();
    expect(within(f).getByRole('link', { name: /^\+977/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+977/));
    expect(within(f).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@.+/));
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
