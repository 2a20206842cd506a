import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqsPage from '../../src/features/info/FaqsPage';
import { ALL_FAQS, faqAnswerMarkdown } from '../../src/data/faqs';
import { renderPage } from '../helpers/renderPage';
import { builtInFacts } from '../../src/data/fact-seeds';
import { factKeysIn } from '../../src/domain/factRefs';
import type { Fact } from '../../src/domain/fact';

const api = vi.hoisted(() => ({ byKeys: vi.fn() }));
vi.mock('../../src/api/facts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/facts')>();
  return { ...real, factsApi: { ...real.factsApi, byKeys: api.byKeys } };
});
beforeEach(() => {
  api.byKeys.mockReset();
  api.byKeys.mockRejectedValue(new Error('offline'));
});

const headers = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }))
    .filter((b) => b.hasAttribute('aria-controls'));

describe('FAQs (/faqs)', () => {
  it('has one h1, at least 15 real questions including the NOC, funds, gaps, refusals and costs', () => {
    renderPage(<FaqsPage />, '/faqs');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(ALL_FAQS.length).toBeGreaterThanOrEqual(15);
    const questions = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-controls'));
    expect(questions.length).toBe(ALL_FAQS.length);
    for (const topic of [/NOC/, /money must I show/, /study gap/, /visa was refused/, /cost in rupees/]) {
      expect(screen.getByRole('button', { name: topic })).toBeInTheDocument();
    }
  });

  it('APG accordion: each header button controls its region, collapsed at first; click and Enter/Space toggle it', async () => {
    const user = userEvent.setup();
    renderPage(<FaqsPage />, '/faqs');
    const button = screen.getByRole('button', { name: /What is the NOC/ });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(screen.getByRole('region', { name: /What is the NOC/ })).getByRole('link', { name: 'MoEST NOC portal' })).toHaveAttribute(
      'href',
      'https://noc.moest.gov.np',
    );
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('APG accordion keys: Down and Up move between headers and wrap; Home and End go to the first and last', async () => {
    const user = userEvent.setup();
    renderPage(<FaqsPage />, '/faqs');
    const group = screen.getByRole('heading', { level: 2, name: 'Before you apply' }).parentElement!;
    const buttons = within(group).getAllByRole('button');
    buttons[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    expect(headers().length).toBeGreaterThan(0);
  });

  it('includes the NOC guide with the ministry portal and an as-of source note', () => {
    renderPage(<FaqsPage />, '/faqs');
    const guide = screen.getByRole('heading', { level: 2, name: /No Objection Certificate/ }).parentElement!;
    expect(within(guide).getByRole('link', { name: 'Apply on the MoEST NOC portal' })).toHaveAttribute('href', 'https://noc.moest.gov.np');
    expect(within(guide).getByText(/As of \w+ \d{4}/)).toBeInTheDocument();
  });

  it("answers cite fact records: a rule an answer states is the admins' record, shown with its month and source", async () => {
    const user = userEvent.setup();
    const living = builtInFacts().find((f) => f.key === 'destination.australia.cost.living-costs-required-for-the-visa')!;
    const edited: Fact = {
      ...living,
      id: 7,
      updatedAt: null,
      value: { kind: 'money', min: 31_000, max: 31_000, currency: 'AUD', per: 'year' },
      checkedOn: '2026-09',
    };
    api.byKeys.mockResolvedValue([edited]);
    renderPage(<FaqsPage />, '/faqs');
    await user.click(screen.getByRole('button', { name: /money must I show/ }));
    const region = screen.getByRole('region', { name: /money must I show/ });
    await waitFor(() => expect(region.querySelector(`[data-fact="${living.key}"]`)).toHaveTextContent(/^AUD 31,000 a year \(as of September 2026, /));
    expect(within(region.querySelector(`[data-fact="${living.key}"]`)!).getByRole('link', { name: living.sourceName })).toHaveAttribute(
      'href',
      living.sourceUrl,
    );
    expect(api.byKeys).toHaveBeenCalledTimes(1);
  });

  it('every fact an answer embeds is a built-in record, and no answer states an amount of money itself', () => {
    const keys = new Set(builtInFacts().map((f) => f.key));
    const answers = ALL_FAQS.map((f) => faqAnswerMarkdown(f));
    expect(answers.flatMap(factKeysIn).filter((k) => !keys.has(k))).toEqual([]);
    expect(answers.map((a) => a.replace(/\{\{[^}]*\}\}/g, '')).filter((a) => /\b(?:AUD|CAD|USD|GBP|NZD|EUR|NPR)\s?\d/.test(a))).toEqual([]);
  });
});
