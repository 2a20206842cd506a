// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fact, FactChange } from '../../src/domain/fact';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(async () => {
  await t.close();
});

const KEY = 'destination.uk.funds-28-days';
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
  t.req({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const inputOf = ({ id: _id, updatedAt: _u, ...input }: Fact) => input;
const factByKey = async (key: string): Promise<Fact> => (await as('GET', `/api/v1/facts?keys=${key}`)).json().items[0];
const historyOf = async (id: number): Promise<FactChange[]> => (await as('GET', `/api/v1/facts/${id}/history`)).json().items;
const textOf = (f: Fact | FactChange['after']) => (f?.value.kind === 'text' ? f.value.text : null);

describe('API: the history of a fact, and restoring a version', () => {
  it('each edit and "still correct" is recorded: who, when, before and after, newest first; an article that embeds the fact shows the new value at once', async () => {
    const original = await factByKey(KEY);
    expect(await historyOf(original.id)).toEqual([]);
    const edited = { ...inputOf(original), value: { kind: 'text' as const, text: 'for 30 consecutive days' } };
    expect((await as('PUT', `/api/v1/facts/${original.id}`, edited)).statusCode).toBe(200);
    const article = (await as('GET', '/api/v1/blogs?limit=10')).json().items.find((b: { slug: string }) => b.slug === 'showing-funds-for-a-student-visa');
    expect(article.body).toContain(`{{fact ${KEY}}}`);
    expect(await factByKey(KEY)).toMatchObject({ value: { text: 'for 30 consecutive days' } });
    expect((await as('POST', `/api/v1/facts/${original.id}/review`)).statusCode).toBe(200);
    const history = await historyOf(original.id);
    expect(history.map((c) => c.action)).toEqual(['checked', 'edited']);
    const [checked, edit] = history;
    expect(edit).toMatchObject({ factId: original.id, key: KEY, adminEmail: expect.stringContaining('@'), before: inputOf(original), after: edited });
    expect(Date.parse(edit.changedAt)).not.toBeNaN();
    expect(checked.before).toEqual(edited);
    expect(textOf(checked.after)).toBe('for 30 consecutive days');
  });

  it("restoring the old version of a change sets the fact back to it (the built-in one too) and is itself recorded; another fact's change cannot be restored", async () => {
    const fact = await factByKey(KEY);
    const history = await historyOf(fact.id);
    const firstEdit = history.find((c) => c.action === 'edited')!;
    // The version before the first edit is the built-in one.
    const res = await as('POST', `/api/v1/facts/${fact.id}/history/${firstEdit.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(textOf(res.json())).toMatch(/^for 28 consecutive days/);
    const after = await historyOf(fact.id);
    expect(after[0]).toMatchObject({ action: 'restored', before: inputOf(fact), after: firstEdit.before });
    expect(await factByKey(KEY)).toMatchObject({ value: firstEdit.before!.value });

    const other = await factByKey('destination.uk.visa-fee');
    expect((await as('POST', `/api/v1/facts/${other.id}/history/${firstEdit.id}/restore`)).statusCode).toBe(404);
    expect((await as('POST', `/api/v1/facts/${fact.id}/history/999999/restore`)).json().error.message).toBe(
      "That change was not found in this fact's history.",
    );
    expect((await as('GET', '/api/v1/facts/999999/history')).statusCode).toBe(404);
  });

  it('a created fact has no earlier version; a deleted fact keeps its history; nobody but an admin reads or restores it', async () => {
    const made = (await as('POST', '/api/v1/facts', { ...inputOf(await factByKey('nepal.biometrics')), key: 'nepal.biometrics-copy' })).json() as Fact;
    const [created] = await historyOf(made.id);
    expect(created).toMatchObject({ action: 'created', before: null });
    expect((await as('POST', `/api/v1/facts/${made.id}/history/${created.id}/restore`)).json().error.message).toBe(
      'This change created the fact: there is no earlier version to restore.',
    );
    const fact = await factByKey('nepal.biometrics');
    expect((await as('DELETE', `/api/v1/facts/${fact.id}`)).statusCode).toBe(204);
    const history = await historyOf(fact.id);
    expect(history[0]).toMatchObject({ action: 'deleted', before: inputOf(fact), after: null });
    expect((await as('POST', `/api/v1/facts/${fact.id}/history/${history[0].id}/restore`)).statusCode).toBe(404);
    expect((await as('GET', `/api/v1/facts/${fact.id}/history`, undefined, {})).statusCode).toBe(401);
    expect((await as('POST', `/api/v1/facts/${fact.id}/history/${history[0].id}/restore`, undefined, {})).statusCode).toBe(401);
  });
});

describe('API: a fact’s Nepali version', () => {
  it('is saved with the English it translates, read back, recorded in the history, and kept by "still correct"', async () => {
    const original = await factByKey('destination.canada.work-after-study');
    const english = 'Up to three years of open work after a programme of two years or more.';
    const ne = { label: 'पढाइपछि काम', text: 'दुई वर्ष वा सोभन्दा लामो कार्यक्रमपछि तीन वर्षसम्म काम गर्न पाइन्छ।', of: { label: original.label, text: english } };
    const edited = { ...inputOf(original), value: { kind: 'text' as const, text: english }, ne };
    const res = await as('PUT', `/api/v1/facts/${original.id}`, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json().ne).toEqual(ne);
    expect((await factByKey('destination.canada.work-after-study')).ne).toEqual(ne);
    // The admins' search finds it by its Nepali words too.
    const found = (await as('GET', `/api/v1/facts?q=${encodeURIComponent('पढाइपछि')}`)).json().items as Fact[];
    expect(found.map((f) => f.key)).toEqual(['destination.canada.work-after-study']);
    const [edit] = await historyOf(original.id);
    expect(edit).toMatchObject({ action: 'edited', before: inputOf(original), after: edited });
    expect(edit.after?.ne).toEqual(ne);
    expect(edit.before?.ne).toBeUndefined();
    expect((await as('POST', `/api/v1/facts/${original.id}/review`)).statusCode).toBe(200);
    expect((await factByKey('destination.canada.work-after-study')).ne).toEqual(ne);
    // Restoring the version before the edit takes the Nepali version away again.
    expect((await as('POST', `/api/v1/facts/${original.id}/history/${edit.id}/restore`)).statusCode).toBe(200);
    expect((await factByKey('destination.canada.work-after-study')).ne).toBeUndefined();
  });

  it('a list’s Nepali lines must match the English lines in number, and a Nepali text goes with a text value: a clear message, nothing saved', async () => {
    const steps = await factByKey('noc.steps');
    if (steps.value.kind !== 'list') throw new Error('noc.steps is a list');
    const items = steps.value.items;
    const short = await as('PUT', `/api/v1/facts/${steps.id}`, {
      ...inputOf(steps),
      ne: { items: ['पहिलो चरण।'], of: { items } },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields['ne.items']).toBe(`Write one Nepali line for each English line: the English has ${items.length}, the Nepali 1`);
    const wrongKind = await as('PUT', `/api/v1/facts/${steps.id}`, { ...inputOf(steps), ne: { text: 'पाठ।', of: { text: 'Text.' } } });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields['ne.text']).toMatch(/Only a text value has a Nepali text/);
    const withoutEnglish = await as('PUT', `/api/v1/facts/${steps.id}`, { ...inputOf(steps), ne: { label: 'चरणहरू', of: {} } });
    expect(withoutEnglish.statusCode).toBe(400);
    expect(withoutEnglish.json().error.fields['ne.of.label']).toMatch(/Keep the English label/);
    expect(await factByKey('noc.steps')).toEqual(steps);
  });
});
