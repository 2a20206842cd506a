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
    /** The admin list's sort columns (server/db/rows.ts, blogSortColumns). */
    title_key: Generated<string>;
    author_key: Generated<string>;
  };
  /**
   * updated_at: the last create or edit (null only for rows written outside the API and the seed).
   * name_key, city_key, ranking_key, tuition_npr_min, tuition_npr_max: the lists' sort and tuition columns (universitySortColumns).
   */
  universities: {
    id: Generated<number>;
    country: string;
    levels: string;
    search: string;
    data: string;
    updated_at: string | null;
    name_key: Generated<string>;
    city_key: Generated<string>;
    ranking_key: Generated<number>;
    tuition_npr_min: Generated<number>;
    tuition_npr_max: Generated<number>;
  };
  /** title_key, tuition_npr: the lists' sort and tuition columns (courseSortColumns). */
  courses: {
    id: Generated<number>;
    university_id: number;
    level: string;
    field: string;
    search: string;
    data: string;
    title_key: Generated<string>;
    tuition_npr: Generated<number>;
  };
  /** name_key, places, exams, services, facets: the list's columns (server/db/rows.ts, consultancyListColumns). */
  consultancies: {
    id: Generated<number>;
    rating: number;
    verified: number;
    specializations: string;
    search: string;
    data: string;
    updated_at: string | null;
    name_key: Generated<string>;
    places: Generated<string>;
    exams: Generated<string>;
    services: Generated<string>;
    facets: Generated<string>;
    /** The admin list's sort by location. */
    location_key: Generated<string>;
    /** The sound key of the fields `search` holds (src/domain/soundKey.ts). */
    sound_key: Generated<string>;
  };
  /** `reference`: the booking's short reference (unique; every booking has one since it was added). */
  bookings: { id: Generated<number>; status: string; created_at: string; data: string; reference: string };
  contact_messages: { id: Generated<number>; read: number; created_at: string; data: string };
  idempotency_keys: { key: string; scope: string; request_hash: string; status: number; body: string; created_at: string; expires_at: string };
  admins: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    created_at: string;
    last_login_at: string | null;
    /** 1 while the password is one that was generated for the admin (changed at the first sign-in). */
    must_change_password: Generated<number>;
  };
  sessions: { id_hash: string; admin_id: number; created_at: string; last_seen_at: string };
  /**
   * Every sign-in attempt, written before its password is checked. `outcome`: pending (being checked),
   * failure, success, throttled (refused before checking), shed (refused: too many checks queued).
   * `device`: the nonce of a valid device cookie the attempt came with, else null.
   */
  login_attempts: { id: Generated<number>; email: string; ip: string; at: string; success: number; outcome: AttemptOutcome | null; device: string | null };
  /** Keys the server makes for itself on first use (the device cookie's signing key). */
  server_secrets: { name: string; value: string; created_at: string };
  rate_events: { id: Generated<number>; scope: string; ip: string; at: string };
  content_versions: { name: ContentTable; version: number };
  /**
   * Each consultancy's licence as the team recorded it (admins only: its data has the team's private
   * note); the consultancy's row carries the public part and the derived `verified`.
   */
  consultancy_licences: { consultancy_id: number; checked_on: string; valid_until: string; data: string; updated_at: string };
  /** A scan of a consultancy's licence certificate, for the team only (its bytes in base64, as a report's evidence). */
  licence_scans: { consultancy_id: number; name: string; type: string; size: number; data: string; uploaded_at: string };
  /** label_key: the admin list's sort by label. */
  facts: {
    id: Generated<number>;
    key: string;
    page: string;
    checked_on: string;
    search: string;
    data: string;
    updated_at: string | null;
    label_key: Generated<string>;
  };
  /**
   * Every change to a record the admins edit (a fact, an article, a university, a course, a
   * consultancy, the site settings, an exchange-rate override): its kind and id ('site' for the
   * settings, the currency for a rate), who, when, the record before and after (JSON; null before a
   * create and after a delete). Kept after a delete.
   */
  record_history: {
    id: Generated<number>;
    kind: string;
    record_id: string;
    record_key: string;
    action: string;
    before: string | null;
    after: string | null;
    admin_email: string;
    changed_at: string;
  };
  /** The built-in version (a hash of it, and the value) each built-in fact or article was last seeded from or decided on. */
  built_in_seeds: { kind: string; key: string; hash: string; value: string };
  /**
   * A release's correction of a built-in fact or article, proposed to the admins: the built-in value,
   * the record as it was when proposed, whether the admins had edited it, and their decision
   * (status: open, accepted, rejected, superseded).
   */
  built_in_proposals: {
    id: Generated<number>;
    kind: string;
    key: string;
    hash: string;
    built_in: string;
    current: string | null;
    admin_edited: number;
    status: string;
    created_at: string;
    decided_at: string | null;
    decided_by: string | null;
  };
  site_settings: { name: string; data: string; updated_at: string | null };
  /**
   * E-mails to send, written in the transaction that makes them due (a booking, a status change).
   * status: pending (waiting for its next attempt), sending (claimed by a sender until
   * `claimed_until`, under `claim_token`), sent, failed (gave up after the last attempt).
   */
  email_outbox: {
    id: Generated<number>;
    booking_id: number | null;
    kind: string;
    to_address: string;
    subject: string;
    body: string;
    status: string;
    attempts: number;
    next_attempt_at: string;
    claim_token: string | null;
    claimed_until: string | null;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
    /** A booking confirmation's mailbox as recipientKey() spells it (the daily cap counts by it); null for other e-mails. */
    recipient_key: string | null;
  };
  /** Uploaded images: each width kept of one upload (WebP), by the upload's content hash. */
  images: { hash: string; width: number; height: number; data: Buffer; created_at: string };
  /** A closed booking's review links: the SHA-256 (hex) of each token, never the token. */
  review_links: { id: Generated<number>; booking_id: number; token_hash: string; created_at: string };
  /** One review per booking; status pending, approved, rejected (`reason` kept for the team) or hidden. month: YYYY-MM. */
  reviews: {
    id: Generated<number>;
    booking_id: number;
    consultancy_id: number;
    rating: number;
    text: string;
    first_name: string;
    month: string;
    status: string;
    reason: string | null;
    created_at: string;
    moderated_at: string | null;
  };
  /** Problem reports: status new, looking, resolved or dismissed; confirmed 1 when the team confirmed what was reported. */
  reports: {
    id: Generated<number>;
    consultancy_id: number;
    what_happened: string;
    contact: string;
    status: string;
    note: string;
    confirmed: number;
    public_notice: string;
    created_at: string;
    updated_at: string;
  };
  /** A report's evidence: its bytes in base64, the type read from its content. */
  report_files: { id: Generated<number>; report_id: number; name: string; type: string; size: number; data: string };
  exchange_rates: {
    currency: string;
    nrb_rate: number | null;
    nrb_date: string | null;
    fetched_at: string | null;
    override_rate: number | null;
    override_on: string | null;
    override_note: string | null;
  };
}

export type AttemptOutcome = 'pending' | 'failure' | 'success' | 'throttled' | 'shed';

/** The tables whose versions the content_versions migration set up (its triggers read this list). */
export type InitialContentTable = 'blogs' | 'universities' | 'courses' | 'consultancies';
/** Tables added later, each with its own row in content_versions and its own triggers. */
export type FactContentTable = 'facts' | 'site_settings' | 'exchange_rates';
export type ContentTable = InitialContentTable | FactContentTable;

/**
 * Whose version a write to each content table bumps (content_versions, kept by triggers): a course
 * list filtered by country reads universities too, so a university write bumps courses as well.
 */
export const CONTENT_VERSION_BUMPS: Record<InitialContentTable, readonly InitialContentTable[]> = {
  blogs: ['blogs'],
  universities: ['universities', 'courses'],
  courses: ['courses'],
  consultancies: ['consultancies'],
};

/** The same for the fact, settings and exchange-rate tables (set up by their own migration). */
export const FACT_VERSION_BUMPS: Record<FactContentTable, readonly FactContentTable[]> = {
  facts: ['facts'],
  site_settings: ['site_settings'],
  exchange_rates: ['exchange_rates'],
};
