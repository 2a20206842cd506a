import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { REPORT_STATUSES, type AdminReport, type ReportFileType, type ReportStatus } from '../../src/domain/report';
import type { Database } from '../db/schema';
import { arrivalOrder, listPage, pageRows, receivedSortParam } from './lists';

type Db = Kysely<Database> | Transaction<Database>;

export const reportListQuery = listQuerySchema.extend({ status: z.enum(REPORT_STATUSES).optional(), sort: receivedSortParam() });

const nameOf = (data: string) => (JSON.parse(data) as { name: string }).name;

async function reportsByIds(db: Db, ids: number[]): Promise<AdminReport[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('reports')
    .innerJoin('consultancies', 'consultancies.id', 'reports.consultancy_id')
    .selectAll('reports')
    .select('consultancies.data as consultancy_data')
    .where('reports.id', 'in', ids)
    .execute();
  const files = await db.selectFrom('report_files').select(['id', 'report_id', 'name', 'type', 'size']).where('report_id', 'in', ids).orderBy('id').execute();
  return rows.map((r: Selectable<Database['reports']> & { consultancy_data: string }) => ({
    id: Number(r.id),
    consultancyId: Number(r.consultancy_id),
    consultancyName: nameOf(r.consultancy_data),
    whatHappened: r.what_happened,
    contact: r.contact,
    status: r.status as ReportStatus,
    note: r.note,
    confirmed: Number(r.confirmed) === 1,
    publicNotice: r.public_notice,
    files: files
      .filter((f) => Number(f.report_id) === Number(r.id))
      .map((f) => ({ id: Number(f.id), name: f.name, type: f.type as ReportFileType, size: Number(f.size) })),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

export const getReport = async (db: Db, id: number): Promise<AdminReport | undefined> => (await reportsByIds(db, [id]))[0];

/** The team's queue: reports of one status or all, newest first. */
export async function listReports(db: Kysely<Database>, q: z.output<typeof reportListQuery>) {
  const { status } = q;
  const { rows, total } = await pageRows(
    () => (status ? db.selectFrom('reports').where('status', '=', status) : db.selectFrom('reports')),
    (qb) => qb.select('id').orderBy('id', arrivalOrder(q.sort, 'desc')),
    q,
  );
  const ids = rows.map((r) => Number(r.id));
  const found = new Map((await reportsByIds(db, ids)).map((r) => [r.id, r]));
  return listPage(
    ids.flatMap((id) => found.get(id) ?? []),
    total,
    q,
  );
}

/**
 * Writes a consultancy's public notice into its record, in the updating transaction: the newest
 * confirmed report's notice with the day it was written, or none. The write bumps the consultancies'
 * content version, so every page and cached render shows it.
 */
export async function storeConsultancyNotice(trx: Transaction<Database>, consultancyId: number): Promise<void> {
  const row = await trx.selectFrom('consultancies').select('data').where('id', '=', consultancyId).executeTakeFirst();
  if (!row) return;
  const latest = await trx
    .selectFrom('reports')
    .select(['public_notice', 'updated_at'])
    .where('consultancy_id', '=', consultancyId)
    .where('confirmed', '=', 1)
    .where('public_notice', '!=', '')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const { notice: _old, ...record } = JSON.parse(row.data) as Record<string, unknown>;
  const next = latest ? { ...record, notice: { text: latest.public_notice, date: latest.updated_at.slice(0, 10) } } : record;
  await trx
    .updateTable('consultancies')
    .set({ data: JSON.stringify(next) })
    .where('id', '=', consultancyId)
    .execute();
}
