import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { BLOG_STATUSES, type Blog, type BlogInput } from '../../src/domain/blog';
import { blogFromRow, blogRow } from '../db/rows';
import type { Database } from '../db/schema';
import { HttpError } from '../http';
import { orConstraintAnswer, type ContentQueries } from './content';
import { listPage, pageJson, pageRows, searchMatches, sortParam, sortedBy } from './lists';
import { assertKnownFactRefs } from '../db/fact-refs';

/** The columns the admin's list sorts articles by. */
const BLOG_SORTS = { title: 'title_key', status: 'status', author: 'author_key', updated: 'updated_at' } as const;

export const blogListQuery = listQuerySchema.extend({
  status: z.enum(BLOG_STATUSES).optional(),
  tag: z.string().max(40).optional(),
  sort: sortParam([...(Object.keys(BLOG_SORTS) as Array<keyof typeof BLOG_SORTS>), 'newest']).optional(),
});
export type BlogListQuery = z.output<typeof blogListQuery>;

const slugTaken = () => new HttpError(409, 'CONFLICT', 'Another article uses that slug.', { slug: 'This slug is already used by another article' });

/** Signed out: published articles only; an admin sees drafts too and may filter by status. */
function filtered(db: Kysely<Database>, q: BlogListQuery, admin: boolean) {
  let qb = db.selectFrom('blogs');
  if (q.q) qb = qb.where(searchMatches(q.q));
  if (!admin) qb = qb.where('status', '=', 'published');
  else if (q.status) qb = qb.where('status', '=', q.status);
  if (q.tag) qb = qb.where(searchMatches(q.tag));
  return qb;
}

const blogRows = (db: Kysely<Database>, q: BlogListQuery, admin: boolean) =>
  pageRows(
    () => filtered(db, q, admin),
    (qb) =>
      q.sort
        ? sortedBy(qb.selectAll(), q.sort, BLOG_SORTS)
        : qb
            .selectAll()
            .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
            .orderBy('id', 'desc'),
    q,
  );

/** A page of articles, newest first. */
export async function listBlogs(db: Kysely<Database>, q: BlogListQuery, admin = false) {
  const { rows, total } = await blogRows(db, q, admin);
  return listPage(rows.map(blogFromRow), total, q);
}

export async function getBlog(db: Kysely<Database>, id: number, admin = false): Promise<Blog | undefined> {
  const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (admin || row.status === 'published') ? blogFromRow(row) : undefined;
}

/** A published article by its slug (the article page's address). */
export async function getBlogBySlug(db: Kysely<Database>, slug: string): Promise<Blog | undefined> {
  const row = await db.selectFrom('blogs').selectAll().where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst();
  return row ? blogFromRow(row) : undefined;
}

/** The facts both versions of an article embed must exist (the Nepali body's markers as the English's). */
async function assertKnownFacts(db: Kysely<Database>, input: BlogInput) {
  await assertKnownFactRefs(db, input.body, 'body');
  if (input.ne) await assertKnownFactRefs(db, input.ne.body, 'ne.body');
}

async function assertSlugFree(db: Kysely<Database>, slug: string, exceptId?: number) {
  let q = db.selectFrom('blogs').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw slugTaken();
}

const readBlog = async (db: Kysely<Database>, id: number) =>
  blogFromRow(await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

/** A new article; published now when its status says so. */
export async function createBlog(db: Kysely<Database>, input: BlogInput, now: Date): Promise<Blog> {
  await assertKnownFacts(db, input);
  await assertSlugFree(db, input.slug);
  const t = now.toISOString();
  const row = await orConstraintAnswer(
    () =>
      db
        .insertInto('blogs')
        .values(blogRow(input, { createdAt: t, updatedAt: t, publishedAt: input.status === 'published' ? t : null }))
        .returning('id')
        .executeTakeFirstOrThrow(),
    { unique: slugTaken },
  );
  return readBlog(db, row.id);
}

/** An edit: the first publication keeps its date; back to draft clears it. */
export async function updateBlog(db: Kysely<Database>, id: number, input: BlogInput, now: Date): Promise<Blog | undefined> {
  const existing = await db.selectFrom('blogs').select(['published_at', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (!existing) return undefined;
  await assertKnownFacts(db, input);
  await assertSlugFree(db, input.slug, id);
  const t = now.toISOString();
  const publishedAt = input.status === 'published' ? (existing.published_at ?? t) : null;
  await orConstraintAnswer(
    () =>
      db
        .updateTable('blogs')
        .set(blogRow(input, { createdAt: existing.created_at, updatedAt: t, publishedAt }))
        .where('id', '=', id)
        .execute(),
    { unique: slugTaken },
  );
  return readBlog(db, id);
}

export async function deleteBlog(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('blogs').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export const blogQueries: ContentQueries<typeof blogListQuery, Blog, BlogInput> = {
  table: 'blogs',
  listQuery: blogListQuery,
  list: listBlogs,
  listJson: async (db, q, admin) => {
    const { rows, total } = await blogRows(db, q, admin);
    return pageJson(
      rows.map((r) => JSON.stringify(blogFromRow(r))),
      total,
      q,
    );
  },
  get: getBlog,
  create: createBlog,
  update: updateBlog,
  remove: deleteBlog,
};
