import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './wire';

export { DEFAULT_PAGE_SIZE, ERROR_CODES, IDEMPOTENCY_HEADER, MAX_PAGE_SIZE } from './wire';
export type { ApiErrorBody, ErrorCode, ListResponse } from './wire';

/** The list query of every list endpoint (validated by the server). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(200).optional(),
});

export function listResponseSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}
