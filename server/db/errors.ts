/**
 * Constraint violations, told apart on both databases: better-sqlite3 names them in `code`
 * (SQLITE_CONSTRAINT_UNIQUE, ..._PRIMARYKEY, ..._FOREIGNKEY); PostgreSQL gives its SQLSTATE
 * (23505 unique_violation, 23503 foreign_key_violation).
 */
const codeOf = (e: unknown) => String((e as { code?: unknown } | null)?.code ?? '');

export const isUniqueViolation = (e: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'].includes(codeOf(e));

export const isForeignKeyViolation = (e: unknown) => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(e));
