// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_INPUT_FOR_MS, KEPT_INPUT_KEY, forgetReadKeptInput, keepInput, keepInputWhenLeaving, restoreKeptValue } from '../../src/common/keptInput';

/** A contact-like form as the server renders it: the form kit's fields carry `data-field`. */
function renderForms(values: { name?: string; message?: string; password?: string; topic?: string } = {}) {
  document.body.innerHTML = `
    <form role="search"><input data-field="q" value="" /></form>
    <form>
      <input data-field="name" type="text" value="" />
      <input data-field="password" type="password" value="" />
      <textarea data-field="message"></textarea>
      <select data-field="topic"><option value="">Choose</option><option value="visa">Visa</option></select>
      <input name="untracked" value="" />
    </form>`;
  for (const [name, value] of Object.entries(values)) field(name).value = value;
}
const field = (name: string) => document.forms[1].querySelector(`[data-field="${name}"]`) as HTMLInputElement;
const NAMES = ['name', 'password', 'message', 'topic'];
/** The page hydrates: each field asks for what was kept for it. */
const hydrate = (now: number) => NAMES.filter((name) => restoreKeptValue(field(name), window, now));

describe('what a visitor typed is kept across a reload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetReadKeptInput();
    window.history.replaceState(null, '', '/contact?from=faq');
  });

  it('keeps the form fields that hold something, never a password, and puts them back when the same page hydrates', () => {
    renderForms({ name: 'सीता शर्मा', message: 'Which intake?\nThanks', password: 'secret-words', topic: 'visa' });
    expect(keepInput(window, 1_000)).toBe(3);
    expect(sessionStorage.getItem(KEPT_INPUT_KEY)).not.toContain('secret-words');
    // The reload: the server renders the fields empty again.
    renderForms();
    expect(hydrate(2_000)).toEqual(['name', 'message', 'topic']);
    expect(field('name').value).toBe('सीता शर्मा');
    expect(field('message').value).toBe('Which intake?\nThanks');
    expect(field('topic').value).toBe('visa');
    expect(field('password').value).toBe('');
    // Used once: a later load of the page starts clean.
    expect(sessionStorage.getItem(KEPT_INPUT_KEY)).toBeNull();
    forgetReadKeptInput();
    renderForms();
    expect(hydrate(2_500)).toEqual([]);
  });

  it('keeps them when the page goes away', () => {
    keepInputWhenLeaving(window);
    keepInputWhenLeaving(window);
    renderForms({ message: 'Half a question' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(KEPT_INPUT_KEY)!)).toMatchObject({
      address: '/contact?from=faq',
      fields: [{ form: 1, field: 'message', value: 'Half a question' }],
    });
  });

  it('puts nothing into another page, nor after the kept input has waited too long', () => {
    renderForms({ message: 'Half a question' });
    keepInput(window, 1_000);
    window.history.replaceState(null, '', '/contact');
    renderForms();
    expect(hydrate(2_000)).toEqual([]);
    expect(sessionStorage.getItem(KEPT_INPUT_KEY)).toBeNull();

    forgetReadKeptInput();
    window.history.replaceState(null, '', '/contact?from=faq');
    renderForms({ message: 'Half a question' });
    keepInput(window, 1_000);
    renderForms();
    expect(hydrate(1_000 + KEPT_INPUT_FOR_MS + 1)).toEqual([]);
    expect(field('message').value).toBe('');
  });

  it('leaves alone a field the visitor has typed into since the page appeared, and a select that has no such option', () => {
    sessionStorage.setItem(
      KEPT_INPUT_KEY,
      JSON.stringify({
        address: '/contact?from=faq',
        at: 1_000,
        fields: [
          { form: 1, field: 'name', value: 'Sita' },
          { form: 1, field: 'message', value: 'First words' },
          { form: 1, field: 'topic', value: 'no-such-topic' },
        ],
      }),
    );
    renderForms();
    field('message').value = 'Typed again';
    expect(hydrate(1_500)).toEqual(['name']);
    expect(field('message').value).toBe('Typed again');
    expect(field('topic').value).toBe('');
  });

  it('survives a broken entry, and keeps nothing when the forms are empty (dropping what was kept before)', () => {
    sessionStorage.setItem(KEPT_INPUT_KEY, '{not json');
    renderForms();
    expect(hydrate(1_500)).toEqual([]);
    expect(sessionStorage.getItem(KEPT_INPUT_KEY)).toBeNull();

    sessionStorage.setItem(KEPT_INPUT_KEY, JSON.stringify({ address: '/contact?from=faq', at: 1, fields: [] }));
    expect(keepInput(window, 1_000)).toBe(0);
    expect(sessionStorage.getItem(KEPT_INPUT_KEY)).toBeNull();
  });
});
