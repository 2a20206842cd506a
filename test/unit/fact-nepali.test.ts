// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtInFacts } from '../../src/data/fact-seeds';
import { factInputSchema, factSchema, outdatedNepali, type FactInput } from '../../src/domain/fact';
import { nepaliFor } from '../../src/ui/recordText';

const base = builtInFacts().find((f) => f.key === 'destination.canada.work-during-study')!;
const list = builtInFacts().find((f) => f.key === 'noc.steps')!;
const money = builtInFacts().find((f) => f.value.kind === 'money')!;
const english = base.value.kind === 'text' ? base.value.text : '';
const items = list.value.kind === 'list' ? list.value.items : [];
const errors = (input: unknown) => {
  const r = factInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a fact’s Nepali version: the schema', () => {
  it('takes a label and a text (a text value), lines (a list) or a label alone (an amount), each with the English it was written for', () => {
    const text = { ...base, ne: { label: 'पढाइकै बेला काम', text: 'हप्तामा २४ घण्टा।', of: { label: base.label, text: english } } };
    expect(factInputSchema.parse(text).ne).toEqual(text.ne);
    const lines = { ...list, ne: { items: items.map((_, i) => `चरण ${i + 1}।`), of: { items } } };
    expect(factInputSchema.parse(lines).ne).toEqual(lines.ne);
    const label = { ...money, ne: { label: 'शुल्क', of: { label: money.label } } };
    expect(factInputSchema.parse(label).ne).toEqual(label.ne);
    expect(factSchema.safeParse({ ...label, id: 1, updatedAt: null }).success).toBe(true);
    // Without one, the record is as before; the Nepali is trimmed like the English.
    expect(factInputSchema.parse(base).ne).toBeUndefined();
    expect(factInputSchema.parse({ ...label, ne: { label: '  शुल्क ', of: { label: money.label } } }).ne?.label).toBe('शुल्क');
  });

  it('refuses lines that do not match the English lines in number, a part of the wrong kind, a part without its English, an empty version, and the English limits', () => {
    expect(errors({ ...list, ne: { items: ['एक।'], of: { items } } })['ne.items']).toBe(
      `Write one Nepali line for each English line: the English has ${items.length}, the Nepali 1`,
    );
    expect(errors({ ...list, ne: { text: 'पाठ।', of: { text: 'Text.' } } })['ne.text']).toMatch(/^Only a text value has a Nepali text/);
    expect(errors({ ...base, ne: { items: ['एक।'], of: { items: ['One.'] } } })['ne.items']).toMatch(/^Only a list has Nepali lines/);
    expect(errors({ ...money, ne: { text: 'पाठ।', of: { text: 'Text.' } } })['ne.text']).toMatch(/^Only a text value/);
    expect(errors({ ...base, ne: { text: 'पाठ।', of: {} } })['ne.of.text']).toBe('Keep the English text the Nepali was written for');
    expect(errors({ ...base, ne: { of: { label: base.label } } })['ne.label']).toMatch(/^Write the Nepali label, text or lines/);
    expect(errors({ ...base, ne: { label: 'क'.repeat(201), of: { label: base.label } } })['ne.label']).toMatch(/200|too many/i);
    expect(errors({ ...base, ne: { text: '  ', of: { text: english } } })['ne.text']).toBe('Required');
    expect(errors({ ...list, ne: { items: Array(41).fill('क'), of: { items: Array(41).fill('a') } } })['ne.items']).toBe('At most 40 lines');
  });
});

describe('the rule: a Nepali part shows while the record’s English says what it was written for', () => {
  const ne = { label: 'लेबल', text: 'पाठ।', items: ['एक।', 'दुई।'], of: { label: 'Label', text: 'Text.', items: ['One.', 'Two.'] } };

  it('nepaliFor finds the Nepali of the English the record says now, line by line; nothing for English it was not written for', () => {
    expect(nepaliFor(ne, 'Label')).toBe('लेबल');
    expect(nepaliFor(ne, 'Text.')).toBe('पाठ।');
    expect(nepaliFor(ne, 'Two.')).toBe('दुई।');
    expect(nepaliFor(ne, 'Text, changed.')).toBeUndefined();
    expect(nepaliFor(ne, 'Three.')).toBeUndefined();
    expect(nepaliFor(undefined, 'Text.')).toBeUndefined();
    // A part not written is not shown, even for its English.
    expect(nepaliFor({ text: 'पाठ।', of: { label: 'Label', text: 'Text.' } }, 'Label')).toBeUndefined();
  });

  it('outdatedNepali names the parts whose English changed since (what the admin is told to update)', () => {
    const textNe = { label: ne.label, text: ne.text, of: ne.of };
    const record = (label: string, value: FactInput['value']) => ({ label, value, ne: textNe });
    expect(outdatedNepali(record('Label', { kind: 'text', text: 'Text.' }))).toEqual([]);
    expect(outdatedNepali(record('Label', { kind: 'text', text: 'Text, new.' }))).toEqual(['text']);
    expect(outdatedNepali(record('Label, new', { kind: 'text', text: 'Text, new.' }))).toEqual(['label', 'text']);
    // The value became a list: the Nepali text translates a text it no longer has.
    expect(outdatedNepali(record('Label', { kind: 'list', items: ['One.', 'Two.'] }))).toEqual(['text']);
    expect(outdatedNepali({ label: 'Label', value: { kind: 'list', items: ['One.', 'Two.'] }, ne: { items: ne.items, of: ne.of } })).toEqual([]);
    expect(outdatedNepali({ label: 'Label', value: { kind: 'list', items: ['One.', 'Two, new.'] }, ne: { items: ne.items, of: ne.of } })).toEqual(['items']);
    expect(outdatedNepali({ label: 'Label', value: { kind: 'text', text: 'x' } })).toEqual([]);
  });
});
