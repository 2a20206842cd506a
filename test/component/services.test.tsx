import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SERVICES } from '../../src/data/services';
import { renderApp } from '../helpers/renderApp';

const words = (text: string | null | undefined) => (text ?? '').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

describe('/services says what each service is, in enough words to decide', () => {
  it('each service says what it is, who it is for, what you get and what it costs, with a link to its page', async () => {
    renderApp('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    for (const s of SERVICES) {
      const card = screen.getByRole('article', { name: s.title.message });
      for (const name of ['Who it is for', 'What you get', 'What it costs']) expect(within(card).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(card).toHaveTextContent(s.forWhom.message);
      expect(card).toHaveTextContent(s.cost.message);
      expect(within(card).getAllByRole('listitem')).toHaveLength(s.whatYouGet.length);
      expect(within(card).getByRole('link', { name: `How ${s.title.message.toLowerCase()} works, step by step` })).toHaveAttribute('href', s.path);
    }
    // The main region had 64 words; each service now has its own paragraph-length description.
    const main = document.querySelector('main');
    expect(words(main?.textContent)).toBeGreaterThan(300);
  });
});
