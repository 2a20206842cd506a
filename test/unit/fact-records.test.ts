// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FACT_CHECKS, RECHECK_DAY } from '../../src/data/fact-checks';
import { builtInFacts } from '../../src/data/fact-seeds';
import { checkText } from '../../src/common/SourceNote';
import { factInputSchema, reviewedFact } from '../../src/domain/fact';
import { factKeysIn } from '../../src/domain/factRefs';
import { SEED_BLOGS } from '../../server/db/seed-data';

const facts = builtInFacts();
const byKey = new Map(facts.map((f) => [f.key, f]));
const get = (key: string) => {
  const f = byKey.get(key);
  if (!f) throw new Error(`no built-in fact ${key}`);
  return f;
};
/** Words about checking belong in the check fields, never in what students read as the fact or its source. */
const CHECK_WORDS = /re-?checked|not checked|could not be checked|official page unavailable/i;
const valueText = (f: (typeof facts)[number]) => (f.value.kind === 'text' ? f.value.text : f.value.kind === 'list' ? f.value.items.join(' ') : '');

describe('fact records: one date, one source and one check each', () => {
  it('every built-in record is valid and has exactly one check: the day it was confirmed, or why and when a check failed', () => {
    for (const f of facts) {
      expect(factInputSchema.safeParse(f).success, f.key).toBe(true);
      expect(Boolean(f.lastChecked) !== Boolean(f.notChecked), f.key).toBe(true);
      if (f.notChecked) expect(f.notChecked.triedOn, f.key).toBe(RECHECK_DAY);
    }
    expect(Object.keys(FACT_CHECKS).filter((k) => !byKey.has(k))).toEqual([]);
  });

  it("no text, label or source name says whether it was checked (that is the check fields' job)", () => {
    const offenders = facts.filter((f) => CHECK_WORDS.test(`${valueText(f)} ${f.label} ${f.sourceName}`)).map((f) => f.key);
    expect(offenders).toEqual([]);
  });

  it('grouped facts are split: each has its own month and source', () => {
    const differ = (a: string, b: string) => {
      const [x, y] = [get(a), get(b)];
      expect(`${x.checkedOn} ${x.sourceUrl}`, `${a} vs ${b}`).not.toBe(`${y.checkedOn} ${y.sourceUrl}`);
    };
    differ('destination.canada.visa-fee', 'destination.canada.visa-funds');
    differ('destination.australia.cost.visa-application-charge', 'destination.australia.cost.bachelor-tuition');
    differ('destination.australia.cost.living-costs-required-for-the-visa', 'destination.australia.cost.master-tuition');
    differ('destination.uk.cost.immigration-health-surcharge', 'destination.uk.cost.living-costs-required-london-9-months');
    differ('destination.uk.health-cover', 'destination.uk.visa-funds');
    // The planner's fee amounts share the month and source of the fee texts they restate.
    expect(get('planner.canada.visa-fee').sourceUrl).toBe(get('destination.canada.visa-fee').sourceUrl);
  });

  it('a source note says the day of the last check, or why it failed and when', () => {
    expect(checkText({ lastChecked: '2026-11-26' })).toBe('Checked on 26 November 2026.');
    expect(checkText({ notChecked: { reason: 'the official page was not available', triedOn: '2026-11-26' } })).toBe(
      'Could not be checked on 26 November 2026: the official page was not available.',
    );
    expect(checkText({})).toBeNull();
  });

  it('"still correct" dates the record this month and today, and drops a failed try', () => {
    const reviewed = reviewedFact(get('destination.uk.visa-funds'), new Date('2027-02-03T10:00:00Z'));
    expect(reviewed).toMatchObject({ checkedOn: '2027-02', lastChecked: '2027-02-03' });
    expect(reviewed.notChecked).toBeUndefined();
  });

  it('the built-in articles cite fact records that exist (the funds article shows every amount from a record)', () => {
    for (const b of SEED_BLOGS)
      expect(
        factKeysIn(b.body).filter((k) => !byKey.has(k)),
        b.slug,
      ).toEqual([]);
    const funds = SEED_BLOGS.find((b) => b.slug.includes('funds'))!;
    expect(factKeysIn(funds.body).length).toBeGreaterThanOrEqual(6);
    // No amount in the funds list is typed out: each comes from a record.
    const list = funds.body.slice(funds.body.indexOf('## How much'), funds.body.indexOf('\n## ', funds.body.indexOf('## How much') + 5));
    expect(list).not.toMatch(/\b(?:AUD|CAD|GBP|NZD|USD) \d/);
  });
});
