import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqsPage from '../../src/features/info/FaqsPage';
import { ALL_FAQS } from '../../src/data/faqs';
import { renderPage } from '../helpers/renderPage';

const headers = () => screen.getAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true })).filter((b) => b.hasAttribute('aria-controls'));

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
    expect(within(screen.getByRole('region', { name: /What is the NOC/ })).getByRole('link', { name: 'MoEST NOC portal' })).toHaveAttribute('href', 'https://noc.moest.gov.np');
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
});
