/**
 * CSV as spreadsheets write it (RFC 4180): cells separated by commas, a cell in double quotes may hold
 * commas, line breaks and doubled quotes; lines end in CRLF or LF; a byte-order mark at the start is
 * ignored. Reading never throws: a file it cannot read is an answer with a line and a reason.
 */

export interface CsvRecord {
  /** The line of the file the record starts on (1 is the first line). */
  line: number;
  cells: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; reason: string };

export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        const opened = line;
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote === -1) return { ok: false, line: opened, reason: 'A quoted cell is not closed: a double quote (") is missing.' };
          const part = text.slice(i, quote);
          cell += part;
          line += countLineBreaks(part);
          i = quote + 1;
          if (text[i] === '"') {
            cell += '"';
            i++;
            continue;
          }
          break;
        }
        if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          return { ok: false, line, reason: 'A quoted cell is followed by more text: put the whole cell in quotes and double the quotes inside it ("").' };
        }
      } else {
        let end = i;
        while (end < n && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
        cell = text.slice(i, end);
        i = end;
      }
      cells.push(cell);
      if (text[i] === ',') {
        i++;
        continue;
      }
      // End of the record: CRLF, LF, a lone CR, or the end of the text.
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      line++;
      break;
    }
    // A blank line (one empty cell) is no record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
  }
  return { ok: true, records };
}

function countLineBreaks(s: string): number {
  let count = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c === 10) count++;
    else if (c === 13 && s.charCodeAt(k + 1) !== 10) count++;
  }
  return count;
}

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return) is
 * written with a leading apostrophe, which spreadsheets show as text; reading takes the apostrophe
 * off again, so an export imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const escapeFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const unescapeFormula = (value: string) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);

/** One cell as CSV: formula-escaped, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = escapeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file: CRLF line ends, and a byte-order mark so that spreadsheets read it as UTF-8. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return `\ufeff${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
