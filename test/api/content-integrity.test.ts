// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { SEED_BLOGS, SEED_COURSES, SEED_UNIVERSITIES } from '../../server/db/seed-data';
import { createTestApp, createTestDatabase, type TestApp } from './harness';

// Valid inputs, from the sample content (an article's body without embedded facts and without its Nepali version, which embeds some: this database has no fact records).
const { publishedAt: _p, ne: _ne, ...sampleBlog } = SEED_BLOGS[0]!;
const article = (over: Record<string, unknown> = {}) => ({
  ...sampleBlog,
  body: 'Apply for the NOC once your offer is final.',
  slug: 'studying-in-canada-race',
  status: 'draft',
  ...over,
});
const { universityIndex: _u, ...sampleCourse } = SEED_COURSES[0]!;
const university = (name: string) => ({ ...SEED_UNIVERSITIES[0]!, name });
const course = (universityId: number) => ({ ...sampleCourse, universityId });

describe('races on unique values and references', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    cookie = await t.login();
  });
  afterAll(() => t.close());
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.req({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  it('V15.4.2 eight articles created at once with one slug: one is stored, the others answer 409 naming the slug, never 500', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => admin('POST', '/api/v1/blogs', article({ title: `Racer ${i}` }))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error.code).toBe('CONFLICT');
      expect(a.json().error.fields.slug).toMatch(/already used/);
    }
    expect(await t.database.db.selectFrom('blogs').select('id').where('slug', '=', 'studying-in-canada-race').execute()).toHaveLength(1);
  });

  it('V15.4.2 two articles renamed to one slug at once: one wins, the other answers 409', async () => {
    const a = (await admin('POST', '/api/v1/blogs', article({ slug: 'first-of-two' }))).json();
    const b = (await admin('POST', '/api/v1/blogs', article({ slug: 'second-of-two' }))).json();
    const answers = await Promise.all([
      admin('PUT', `/api/v1/blogs/${a.id}`, article({ slug: 'the-same-slug' })),
      admin('PUT', `/api/v1/blogs/${b.id}`, article({ slug: 'the-same-slug' })),
    ]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
  });

  it('V2.2.1 a course for a university that does not exist answers 400 naming universityId, and stores nothing', async () => {
    const res = await admin('POST', '/api/v1/courses', course(999_999));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.universityId).toBe('Pick an existing university');
    expect(await t.database.db.selectFrom('courses').select('id').execute()).toHaveLength(0);
  });

  it("a course's university is a foreign key: the database itself refuses a course pointing at nothing", async () => {
    await expect(
      t.database.db.insertInto('courses').values({ university_id: 999_999, level: 'bachelor', field: 'it', search: 'x', data: '{}' }).execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('V15.4.2 a university deleted while courses are added to it: no answer is a 500 and no course is left pointing at nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const u = (await admin('POST', '/api/v1/universities', university(`Race University ${round}`))).json();
      const answers = await Promise.all([
        admin('POST', '/api/v1/courses', course(u.id)),
        admin('DELETE', `/api/v1/universities/${u.id}`),
        admin('POST', '/api/v1/courses', course(u.id)),
      ]);
      for (const a of answers) expect([200, 201, 204, 400, 409], a.body).toContain(a.statusCode);
    }
    const orphans = await sql<{ id: number }>`select id from courses where university_id not in (select id from universities)`.execute(t.database.db);
    expect(orphans.rows).toEqual([]);
  });
});

describe("the migration that makes the course's university a foreign key", () => {
  it('keeps every course and the content versions the lists are cached by', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      await migrateUpTo(db, dialect, '0002_content_versions');
      const u = await db
        .insertInto('universities')
        .values({ country: 'canada', levels: '|bachelor|', search: 'u', data: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('courses').values({ university_id: u.id, level: 'bachelor', field: 'it', search: 'c', data: '{"title":"Kept"}' }).execute();
      await migrateToLatest(db, dialect);
      expect((await db.selectFrom('courses').select('data').execute()).map((r) => r.data)).toEqual(['{"title":"Kept"}']);
      const version = async () => (await db.selectFrom('content_versions').select('version').where('name', '=', 'courses').executeTakeFirstOrThrow()).version;
      const before = await version();
      await db.insertInto('courses').values({ university_id: u.id, level: 'master', field: 'it', search: 'c2', data: '{}' }).execute();
      expect(await version()).toBeGreaterThan(before);
    } finally {
      await drop();
    }
  });

  it('stops with a message naming courses whose university is missing, and changes nothing', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      await migrateUpTo(db, dialect, '0002_content_versions');
      const orphan = await db
        .insertInto('courses')
        .values({ university_id: 4242, level: 'bachelor', field: 'it', search: 'c', data: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(migrateToLatest(db, dialect)).rejects.toThrow(new RegExp(`courses ${orphan.id} name a university that does not exist`));
      expect(await db.selectFrom('courses').select('id').execute()).toHaveLength(1);
    } finally {
      await drop();
    }
  });
});
