import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '../../../src/api/http';
import type { AdminUser } from '../../../src/domain/admin';
import type { Blog } from '../../../src/domain/blog';
import type { Booking } from '../../../src/domain/booking';
import type { Consultancy } from '../../../src/domain/consultancy';
import type { ContactMessage } from '../../../src/domain/contact';
import type { Course } from '../../../src/domain/course';
import type { University } from '../../../src/domain/university';
import type { LicenceDue } from '../../../src/domain/licence';

/**
 * A fake of the API server for component and model tests, installed as the adapter of the app's one
 * axios instance: the real resource modules, retry rules and error interceptor all run; only the
 * network is replaced. Handlers can be overridden per test (`fake.override`), and every call is recorded.
 */
export const ADMIN: AdminUser = { id: 1, email: 'admin@gantavya.example', createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, mustChangePassword: false };
export const PASSWORD = 'correct-horse-battery';
const NOW = '2026-11-20T10:00:00.000Z';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}
export interface FakeResponse {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}
type Handler = (req: FakeRequest, match: RegExpMatchArray) => FakeResponse | Promise<FakeResponse> | undefined;

export function sampleBlog(id: number, over: Partial<Blog> = {}): Blog {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: 'An excerpt',
    body: '# Hello\n\nBody',
    coverImage: '',
    author: 'Editor',
    tags: ['visa'],
    status: 'published',
    publishedAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}
export function sampleUniversity(id: number, over: Partial<University> = {}): University {
  return {
    id,
    name: `University ${id}`,
    country: 'Australia',
    city: 'Sydney',
    logo: '',
    website: 'https://uni.example',
    ranking: 50,
    tuition: { min: 20000, max: 30000, currency: 'AUD' },
    intakes: ['February'],
    levels: ['Bachelor'],
    description: '',
    scholarshipsAvailable: true,
    ...over,
  };
}
export function sampleConsultancy(id: number, over: Partial<Consultancy> = {}): Consultancy {
  return {
    id,
    name: `Consultancy ${id}`,
    location: 'Kathmandu',
    phone: '01-4000000',
    email: `c${id}@example.com`,
    website: '',
    verified: true,
    rating: 4.5,
    logo: '',
    coverImage: '',
    specializations: ['Australia'],
    studentsHelped: '500+',
    experience: '5+ years',
    successRate: '95%',
    services: ['Visa'],
    sample: false,
    ...over,
  };
}
export function sampleCourse(id: number, over: Partial<Course> = {}): Course {
  return {
    id,
    title: `Course ${id}`,
    level: 'Master',
    field: 'IT',
    universityId: 1,
    duration: '2 years',
    tuition: { amount: 30000, currency: 'AUD', per: 'year' },
    intakes: ['July'],
    englishRequirements: { ielts: 6.5, pte: null, toefl: null },
    description: '',
    ...over,
  };
}
export function sampleBooking(id: number, over: Partial<Booking> = {}): Booking {
  return {
    id,
    fullName: `Student ${id}`,
    email: `s${id}@example.com`,
    phone: '9841000000',
    preferredDestination: 'Canada',
    studyLevel: 'Bachelor',
    preferredDate: '2026-12-01',
    message: 'Please call',
    consultancyId: null,
    status: 'new',
    reference: `REF0000${id % 10}`,
    createdAt: NOW,
    ...over,
  };
}
export function sampleMessage(id: number, over: Partial<ContactMessage> = {}): ContactMessage {
  return { id, name: `Visitor ${id}`, email: `v${id}@example.com`, subject: `Question ${id}`, message: 'Hello there', createdAt: NOW, read: false, ...over };
}

const error = (status: number, code: string, message: string, fields?: Record<string, string>, headers?: Record<string, string>): FakeResponse => ({
  status,
  data: { error: { code, message, ...(fields ? { fields } : {}) } },
  headers,
});

export function createFakeBackend(
  seed: Partial<{
    signedIn: boolean;
    blogs: Blog[];
    universities: University[];
    consultancies: Consultancy[];
    courses: Course[];
    bookings: Booking[];
    messages: ContactMessage[];
    licencesDue: LicenceDue[];
  }> = {},
) {
  const db = {
    signedIn: seed.signedIn ?? false,
    blogs: seed.blogs ?? [],
    universities: seed.universities ?? [],
    consultancies: seed.consultancies ?? [],
    courses: seed.courses ?? [],
    consultations: seed.bookings ?? [],
    contact: seed.messages ?? [],
    licences: new Map<number, unknown>(),
    licencesDue: seed.licencesDue ?? [],
  };
  let nextId = 1000;
  const calls: FakeRequest[] = [];
  const overrides: { method: string; pattern: RegExp; handler: Handler }[] = [];

  const requireAdmin = (): FakeResponse | undefined => (db.signedIn ? undefined : error(401, 'UNAUTHORIZED', 'Sign in to continue'));

  function listOf<T extends { id: number }>(items: T[], req: FakeRequest, filter: (item: T) => boolean = () => true) {
    const page = Number(req.params.page ?? 1);
    const limit = Number(req.params.limit ?? 20);
    const q = String(req.params.q ?? '').toLowerCase();
    const matched = items.filter((i) => filter(i) && (!q || JSON.stringify(i).toLowerCase().includes(q)));
    // The server sorts before it pages: by the field the sort names (`stars`: the rating, `received`: when it arrived), `-` descending, ties by id.
    const sort = typeof req.params.sort === 'string' ? req.params.sort : '';
    if (sort) {
      const field = ({ stars: 'rating', received: 'createdAt' } as Record<string, string>)[sort.replace(/^-/, '')] ?? sort.replace(/^-/, '');
      const factor = sort.startsWith('-') ? -1 : 1;
      const valueOf = (i: T) => (i as unknown as Record<string, unknown>)[field];
      const key = (v: unknown) => (typeof v === 'number' ? v : String(v ?? '').toLowerCase());
      matched.sort((a, b) => {
        const [x, y] = [key(valueOf(a)), key(valueOf(b))];
        return (x < y ? -1 : x > y ? 1 : 0) * factor || a.id - b.id;
      });
    }
    return { status: 200, data: { items: matched.slice((page - 1) * limit, page * limit), total: matched.length, page, limit } };
  }

  const collections = ['blogs', 'universities', 'consultancies', 'courses'] as const;

  function route(req: FakeRequest): FakeResponse | Promise<FakeResponse> {
    for (const o of overrides) {
      const m = req.url.match(o.pattern);
      if (m && o.method === req.method) {
        const r = o.handler(req, m);
        if (r) return r;
      }
    }
    const { method, url } = req;
    if (url === '/auth/me' && method === 'GET') return db.signedIn ? { status: 200, data: ADMIN } : error(401, 'UNAUTHORIZED', 'Not signed in');
    if (url === '/auth/login' && method === 'POST') {
      const b = req.body as { email: string; password: string };
      if (b.email === ADMIN.email && b.password === PASSWORD) {
        db.signedIn = true;
        return { status: 200, data: ADMIN };
      }
      return error(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    }
    if (url === '/auth/password' && method === 'POST') {
      if (!db.signedIn) return error(401, 'UNAUTHORIZED', 'Not signed in');
      const b = req.body as { currentPassword: string; newPassword: string };
      if (b.currentPassword !== PASSWORD)
        return error(400, 'VALIDATION_FAILED', 'Some fields need attention: currentPassword.', { currentPassword: 'That is not your current password.' });
      return { status: 200, data: { ...ADMIN, mustChangePassword: false } };
    }
    if (url === '/auth/logout' && method === 'POST') {
      db.signedIn = false;
      return { status: 204 };
    }
    // Every record's history: none recorded (a test that shows one overrides it).
    if (method === 'GET' && /^\/(?:(?:blogs|universities|courses|consultancies)\/\d+|settings|exchange-rates\/[A-Z]{3})\/history$/.test(url))
      return requireAdmin() ?? { status: 200, data: { items: [] } };
    if (url === '/admin/stats') {
      return (
        requireAdmin() ?? {
          status: 200,
          data: {
            blogs: db.blogs.length,
            universities: db.universities.length,
            courses: db.courses.length,
            consultancies: db.consultancies.length,
            bookings: db.consultations.length,
            newBookings: db.consultations.filter((b) => b.status === 'new').length,
            messages: db.contact.length,
            unreadMessages: db.contact.filter((m) => !m.read).length,
          },
        }
      );
    }
    if (url === '/admin/licences/due' && method === 'GET') return requireAdmin() ?? { status: 200, data: { items: db.licencesDue } };
    const licence = /^\/admin\/consultancies\/(\d+)\/licence$/.exec(url);
    if (licence) {
      const id = Number(licence[1]);
      if (method === 'GET')
        return (
          requireAdmin() ??
          (db.licences.has(id) ? { status: 200, data: db.licences.get(id) } : error(404, 'NOT_FOUND', 'That consultancy has no licence on record.'))
        );
      if (method === 'PUT') {
        const saved = { ...(req.body as object), consultancyId: id, updatedAt: NOW };
        db.licences.set(id, saved);
        return requireAdmin() ?? { status: 200, data: saved };
      }
      if (method === 'DELETE')
        return requireAdmin() ?? (db.licences.delete(id) ? { status: 204 } : error(404, 'NOT_FOUND', 'That consultancy has no licence on record.'));
    }
    if (url === '/consultations' && method === 'POST') {
      const booking = { ...(req.body as Booking), id: nextId++, status: 'new' as const, createdAt: new Date().toISOString() };
      db.consultations.push(booking);
      return { status: 201, data: booking };
    }
    if (url === '/consultations' && method === 'GET') {
      const s = req.params.status;
      return (
        requireAdmin() ??
        listOf(
          [...db.consultations].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
          req,
          (b) => !s || b.status === s,
        )
      );
    }
    let m = url.match(/^\/consultations\/(\d+)$/);
    if (m && method === 'PATCH') {
      const b = db.consultations.find((x) => x.id === Number(m![1]));
      if (!b) return error(404, 'NOT_FOUND', 'Not found');
      b.status = (req.body as { status: Booking['status'] }).status;
      return requireAdmin() ?? { status: 200, data: { ...b } };
    }
    if (url === '/contact' && method === 'GET') {
      const r = req.params.read;
      return requireAdmin() ?? listOf(db.contact, req, (x) => r === undefined || String(x.read) === String(r));
    }
    m = url.match(/^\/contact\/(\d+)$/);
    if (m && method === 'PATCH') {
      const c = db.contact.find((x) => x.id === Number(m![1]));
      if (!c) return error(404, 'NOT_FOUND', 'Not found');
      c.read = (req.body as { read: boolean }).read;
      return requireAdmin() ?? { status: 200, data: { ...c } };
    }
    for (const name of collections) {
      const items = db[name] as { id: number; slug?: string }[];
      if (url === `/${name}` && method === 'GET') {
        const s = req.params.status;
        return listOf(items, req, (i) => !s || (i as { status?: string }).status === s);
      }
      if (url === `/${name}` && method === 'POST') {
        const denied = requireAdmin();
        if (denied) return denied;
        const body = req.body as { slug?: string };
        if (body.slug && items.some((i) => i.slug === body.slug))
          return error(409, 'CONFLICT', 'That slug is taken', { slug: 'Another post already uses this slug' });
        const created = { ...body, id: nextId++, ...(name === 'blogs' ? { createdAt: NOW, updatedAt: NOW, publishedAt: null } : {}) };
        items.push(created);
        return { status: 201, data: created };
      }
      m = url.match(new RegExp(`^/${name}/([^/]+)$`));
      if (m) {
        const id = Number(m[1]);
        const index = items.findIndex((i) => i.id === id);
        if (method === 'GET') return index < 0 ? error(404, 'NOT_FOUND', 'Not found') : { status: 200, data: items[index] };
        const denied = requireAdmin();
        if (denied) return denied;
        if (index < 0) return error(404, 'NOT_FOUND', 'Not found');
        if (method === 'PUT') {
          const body = req.body as { slug?: string };
          if (body.slug && items.some((i) => i.slug === body.slug && i.id !== id))
            return error(409, 'CONFLICT', 'That slug is taken', { slug: 'Another post already uses this slug' });
          items[index] = { ...items[index], ...body, id };
          return { status: 200, data: items[index] };
        }
        if (method === 'DELETE') {
          items.splice(index, 1);
          return { status: 204 };
        }
      }
    }
    return error(404, 'NOT_FOUND', `No route ${method} ${url}`);
  }

  return {
    db,
    calls,
    route,
    /** Answer `method` on paths matching `pattern` with `handler` (return undefined to fall through). */
    override(method: string, pattern: RegExp, handler: Handler) {
      overrides.unshift({ method, pattern, handler });
    },
    error,
  };
}

export function installFakeApi(...args: Parameters<typeof createFakeBackend>) {
  const backend = createFakeBackend(...args);
  const { route, calls } = backend;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.signal?.aborted) {
      const { CanceledError } = await import('axios');
      throw new CanceledError(undefined, undefined, config);
    }
    const req: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    calls.push(req);
    const res = await route(req);
    const response: AxiosResponse = { data: res.data ?? '', status: res.status, statusText: String(res.status), headers: res.headers ?? {}, config };
    const { AxiosError } = await import('axios');
    if (res.status >= 400) {
      throw new AxiosError(`Request failed with status code ${res.status}`, 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };

  const previous = http.defaults.adapter;
  http.defaults.adapter = adapter;

  return {
    ...backend,
    restore() {
      http.defaults.adapter = previous;
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
