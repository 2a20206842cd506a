import type { Generated } from 'kysely';

/**
 * The tables. Each content row keeps the entity as JSON in `data`, validated by the shared zod
 * schema on the way in, plus the columns that lists filter, search and sort on.
 */
export interface Database {
  blogs: {
    id: Generated<number>;
    slug: string;
    status: string;
    published_at: string | null;
    search: string;
    data: string;
    created_at: string;
    updated_at: string;
  };
  universities: { id: Generated<number>; country: string; levels: string; search: string; data: string };
  courses: { id: Generated<number>; university_id: number; level: string; field: string; search: string; data: string };
  consultancies: { id: Generated<number>; rating: number; verified: number; specializations: string; search: string; data: string };
  bookings: { id: Generated<number>; status: string; created_at: string; data: string };
  contact_messages: { id: Generated<number>; read: number; created_at: string; data: string };
  idempotency_keys: { key: string; scope: string; request_hash: string; status: number; body: string; created_at: string; expires_at: string };
  admins: { id: Generated<number>; email: string; password_hash: string; created_at: string; last_login_at: string | null };
  sessions: { id_hash: string; admin_id: number; created_at: string; last_seen_at: string };
  login_attempts: { id: Generated<number>; email: string; ip: string; at: string; success: number };
  rate_events: { id: Generated<number>; scope: string; ip: string; at: string };
  content_versions: { name: ContentTable; version: number };
}

export type ContentTable = 'blogs' | 'universities' | 'courses' | 'consultancies';

/**
 * Whose version a write to each content table bumps (content_versions, kept by triggers): a course
 * list filtered by country reads universities too, so a university write bumps courses as well.
 */
export const CONTENT_VERSION_BUMPS: Record<ContentTable, readonly ContentTable[]> = {
  blogs: ['blogs'],
  universities: ['universities', 'courses'],
  courses: ['courses'],
  consultancies: ['consultancies'],
};
