import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { builtInFacts } from '../../src/data/fact-seeds';
import { blogInputSchema, type Blog, type BlogInput } from '../../src/domain/blog';
import { ARTICLE_CORRECTED_FIELDS, type Correction, type CorrectionKind, type CorrectionStatus } from '../../src/domain/corrections';
import type { FactInput } from '../../src/domain/fact';
import { HttpError } from '../http';
import { getBlog, updateBlog } from '../queries/blogs';
import { createFact, updateFact } from '../queries/facts';
import { recordChange } from '../queries/record-history';
import { SEED_BLOGS } from './seed-data';
import type { Database } from './schema';

/**
 * Corrections a release brings to a site set up earlier. Each built-in fact (by key) and built-in
 * article (by slug; its title, excerpt and body) remembers the built-in version it was last seeded from
 * or decided on (built_in_seeds, as a hash and the value). At start-up, a release whose built-in value
 * differs from that one, and from the site's record, becomes a proposal in the admins' queue; nothing is
 * applied until an admin accepts it, and a rejected value is not proposed again. A record that already
 * holds the release's value needs no proposal.
 */
export interface BuiltIns {
  facts: readonly FactInput[];
  articles: ReadonlyArray<Pick<BlogInput, 'slug' | 'title' | 'excerpt' | 'body'>>;
}

/** This release's built-in facts and articles. */
export const releaseBuiltIns = (): BuiltIns => ({
  facts: builtInFacts(),
  articles: SEED_BLOGS.map(({ slug, title, excerpt, body }) => ({ slug, title, excerpt, body })),
});

type Value = Record<string, unknown>;

const articleFields = (b: Pick<BlogInput, 'slug' | 'title' | 'excerpt' | 'body'>): Value & { slug: string } => ({
  slug: b.slug,
  title: b.title,
  excerpt: b.excerpt,
  body: b.body,
});

/** JSON with its keys in order and no undefined fields: one text for one value, however it was built. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Value)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}
/** The hash of a built-in value as the site remembers it. */
export const builtInHash = (v: Value) => createHash('sha256').update(canonical(v)).digest('hex');

interface SiteRecord {
  id: number;
  /** The record as a built-in value is compared with it (a fact without its Nepali version, which no release brings). */
  value: Value;
  /** A fact's Nepali version, kept when a correction is accepted (it shows only while it matches the English). */
  ne?: unknown;
  /** Without a remembered built-in version: whether an admin has changed it (its history, an article's edit time). */
  touched: boolean;
}

/** The site's built-in-kind records by key. */
async function siteRecords(db: Kysely<Database>, kind: CorrectionKind, keys?: readonly string[]): Promise<Map<string, SiteRecord>> {
  const changed = new Set(
    (
      await db
        .selectFrom('record_history')
        .select('record_id')
        .where('kind', '=', kind === 'fact' ? 'fact' : 'blog')
        .where('action', '!=', 'accepted')
        .execute()
    ).map((r) => r.record_id),
  );
  const out = new Map<string, SiteRecord>();
  if (kind === 'fact') {
    let q = db.selectFrom('facts').select(['id', 'key', 'data']);
    if (keys) q = q.where('key', 'in', keys.length ? keys : ['']);
    for (const r of await q.execute()) {
      const { ne, ...value } = JSON.parse(r.data) as Value;
      out.set(r.key, { id: Number(r.id), value, ne, touched: changed.has(String(r.id)) });
    }
    return out;
  }
  let q = db.selectFrom('blogs').select(['id', 'slug', 'data', 'created_at', 'updated_at']);
  if (keys) q = q.where('slug', 'in', keys.length ? keys : ['']);
  for (const r of await q.execute()) {
    out.set(r.slug, {
      id: Number(r.id),
      value: articleFields(JSON.parse(r.data) as BlogInput),
      touched: changed.has(String(r.id)) || r.updated_at !== r.created_at,
    });
  }
  return out;
}

const upsertSeed = (db: Kysely<Database>, kind: CorrectionKind, key: string, value: Value) => {
  const values = { hash: builtInHash(value), value: JSON.stringify(value) };
  return db
    .insertInto('built_in_seeds')
    .values({ kind, key, ...values })
    .onConflict((oc) => oc.columns(['kind', 'key']).doUpdateSet(values))
    .execute();
};

const supersedeOpen = (db: Kysely<Database>, kind: CorrectionKind, key: string, now: Date) =>
  db
    .updateTable('built_in_proposals')
    .set({ status: 'superseded', decided_at: now.toISOString(), decided_by: null })
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('status', '=', 'open')
    .execute();

/**
 * Compares this release's built-in facts and articles with what the site holds and proposes each
 * correction the admins have not seen; returns how many it proposed. Changes no record.
 */
export async function proposeBuiltInCorrections(db: Kysely<Database>, now: Date, builtIns: BuiltIns = releaseBuiltIns()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const seeds = new Map((await trx.selectFrom('built_in_seeds').selectAll().execute()).map((s) => [`${s.kind} ${s.key}`, s.hash]));
    const proposed = new Set((await trx.selectFrom('built_in_proposals').select(['kind', 'key', 'hash']).execute()).map((p) => `${p.kind} ${p.key} ${p.hash}`));
    let count = 0;
    const consider = async (kind: CorrectionKind, key: string, builtIn: Value, site: SiteRecord | undefined) => {
      const hash = builtInHash(builtIn);
      const seeded = seeds.get(`${kind} ${key}`);
      if (site && builtInHash(site.value) === hash) {
        // The site holds the release's value already (seeded with it, or an admin made the same correction).
        if (seeded !== hash) await upsertSeed(trx, kind, key, builtIn);
        await supersedeOpen(trx, kind, key, now);
        return;
      }
      // The release's value is the one the record was seeded from or the admins decided on: nothing new.
      if (seeded === hash || proposed.has(`${kind} ${key} ${hash}`)) return;
      // A built-in article the site no longer has was deleted by its admins: it does not come back.
      if (!site && kind === 'article') return;
      const adminEdited = site ? (seeded !== undefined ? builtInHash(site.value) !== seeded : site.touched) : false;
      await supersedeOpen(trx, kind, key, now);
      await trx
        .insertInto('built_in_proposals')
        .values({
          kind,
          key,
          hash,
          built_in: JSON.stringify(builtIn),
          current: site ? JSON.stringify(site.value) : null,
          admin_edited: adminEdited ? 1 : 0,
          status: 'open',
          created_at: now.toISOString(),
          decided_at: null,
          decided_by: null,
        })
        .execute();
      count += 1;
    };
    const facts = await siteRecords(trx, 'fact');
    for (const f of builtIns.facts) await consider('fact', f.key, f as unknown as Value, facts.get(f.key));
    const articles = await siteRecords(trx, 'article');
    for (const a of builtIns.articles) await consider('article', a.slug, articleFields(a), articles.get(a.slug));
    return count;
  });
}

type ProposalRow = Database['built_in_proposals'] & { id: number };

async function correctionOf(db: Kysely<Database>, row: ProposalRow, sites?: Map<string, SiteRecord>, seeds?: Map<string, string>): Promise<Correction> {
  const kind = row.kind as CorrectionKind;
  const site = (sites ?? (await siteRecords(db, kind, [row.key]))).get(row.key);
  const builtIn = JSON.parse(row.built_in) as Value;
  const seeded = seeds
    ? seeds.get(`${kind} ${row.key}`)
    : (await db.selectFrom('built_in_seeds').select('hash').where('kind', '=', kind).where('key', '=', row.key).executeTakeFirst())?.hash;
  const open = row.status === 'open';
  // While it is open, the site's value is read as it is now (an admin may have edited it since).
  const current = open ? (site?.value ?? null) : row.current ? (JSON.parse(row.current) as Value) : null;
  const adminEdited = open && site && seeded !== undefined ? builtInHash(site.value) !== seeded : row.admin_edited === 1;
  return {
    id: Number(row.id),
    kind,
    key: row.key,
    label: String((kind === 'fact' ? builtIn.label : builtIn.title) ?? row.key),
    recordId: site?.id ?? null,
    current,
    builtIn,
    adminEdited,
    status: row.status as CorrectionStatus,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
  };
}

/** The open corrections (oldest first), or the decided ones (newest first, at most 100). */
export async function listCorrections(db: Kysely<Database>, which: 'open' | 'decided'): Promise<Correction[]> {
  let q = db.selectFrom('built_in_proposals').selectAll();
  q =
    which === 'open'
      ? q.where('status', '=', 'open').orderBy('id', 'asc')
      : q.where('status', '!=', 'open').orderBy('decided_at', 'desc').orderBy('id', 'desc').limit(100);
  const rows = (await q.execute()) as ProposalRow[];
  const sites = new Map<string, Map<string, SiteRecord>>([
    [
      'fact',
      await siteRecords(
        db,
        'fact',
        rows.filter((r) => r.kind === 'fact').map((r) => r.key),
      ),
    ],
    [
      'article',
      await siteRecords(
        db,
        'article',
        rows.filter((r) => r.kind === 'article').map((r) => r.key),
      ),
    ],
  ]);
  const seeds = new Map((await db.selectFrom('built_in_seeds').select(['kind', 'key', 'hash']).execute()).map((s) => [`${s.kind} ${s.key}`, s.hash]));
  return Promise.all(rows.map((r) => correctionOf(db, r, sites.get(r.kind), seeds)));
}

const notOpen = (status: string) =>
  new HttpError(
    409,
    'CONFLICT',
    status === 'superseded' ? 'A later release proposed another value for this record: decide on that one.' : `This correction was already ${status}.`,
  );

async function openProposal(db: Kysely<Database>, id: number): Promise<ProposalRow> {
  const row = (await db.selectFrom('built_in_proposals').selectAll().where('id', '=', id).executeTakeFirst()) as ProposalRow | undefined;
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'That correction was not found.');
  if (row.status !== 'open') throw notOpen(row.status);
  return row;
}

const decide = (db: Kysely<Database>, row: ProposalRow, status: 'accepted' | 'rejected', site: Value | null, admin: string, now: Date) =>
  db
    .updateTable('built_in_proposals')
    .set({ status, decided_at: now.toISOString(), decided_by: admin, current: site ? JSON.stringify(site) : row.current })
    .where('id', '=', row.id)
    .execute();

/** Applies a correction: the record takes the release's value, recorded in its history as accepted by `admin`. */
export async function acceptCorrection(db: Kysely<Database>, id: number, admin: string, now: Date): Promise<Correction> {
  return db.transaction().execute(async (trx) => {
    const row = await openProposal(trx, id);
    const kind = row.kind as CorrectionKind;
    const builtIn = JSON.parse(row.built_in) as Value;
    const site = (await siteRecords(trx, kind, [row.key])).get(row.key);
    if (kind === 'fact') {
      // The record's Nepali version stays; the pages show it only while it still matches the English.
      const input = { ...builtIn, ...(site?.ne ? { ne: site.ne } : {}) } as unknown as FactInput;
      const saved = site ? await updateFact(trx, site.id, input, now) : await createFact(trx, input, now);
      await recordChange(trx, {
        kind: 'fact',
        recordId: saved.id,
        key: row.key,
        action: 'accepted',
        before: site ? ({ ...site.value, ne: site.ne } as Value) : null,
        after: input,
        adminEmail: admin,
        at: now,
      });
    } else {
      const blog = site && (await getBlog(trx, site.id, true));
      if (!blog) throw new HttpError(409, 'CONFLICT', 'That article is no longer on this site: the correction cannot be applied.');
      const before = editableBlog(blog);
      const after: BlogInput = { ...before, ...Object.fromEntries(ARTICLE_CORRECTED_FIELDS.map((f) => [f, builtIn[f]])) };
      await updateBlog(trx, blog.id, after, now);
      await recordChange(trx, { kind: 'blog', recordId: blog.id, key: row.key, action: 'accepted', before, after, adminEmail: admin, at: now });
    }
    await upsertSeed(trx, kind, row.key, builtIn);
    await decide(trx, row, 'accepted', site?.value ?? null, admin, now);
    return correctionOf(trx, {
      ...row,
      status: 'accepted',
      decided_at: now.toISOString(),
      decided_by: admin,
      current: site ? JSON.stringify(site.value) : row.current,
    });
  });
}

/** Keeps the site's value: the release's value is remembered as decided and not proposed again. */
export async function rejectCorrection(db: Kysely<Database>, id: number, admin: string, now: Date): Promise<Correction> {
  return db.transaction().execute(async (trx) => {
    const row = await openProposal(trx, id);
    const kind = row.kind as CorrectionKind;
    const site = (await siteRecords(trx, kind, [row.key])).get(row.key);
    await upsertSeed(trx, kind, row.key, JSON.parse(row.built_in) as Value);
    await decide(trx, row, 'rejected', site?.value ?? null, admin, now);
    return correctionOf(trx, {
      ...row,
      status: 'rejected',
      decided_at: now.toISOString(),
      decided_by: admin,
      current: site ? JSON.stringify(site.value) : row.current,
    });
  });
}

/** An article's editable fields (what its input schema takes). */
function editableBlog(blog: Blog): BlogInput {
  return blogInputSchema.parse(blog);
}
