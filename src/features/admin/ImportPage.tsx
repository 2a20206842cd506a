import { useEffect, useId, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { bulkImportMachine, hasWrites } from '../../../machines/bulk-import/bulk-import.machine';
import { bulkApi } from '../../api/bulk';
import NotFoundPage from '../../common/NotFoundPage';
import { BULK_RESOURCES, IMPORT_MAX_BYTES, type BulkResource, type ImportApplyResult, type ImportCounts, type ImportRow } from '../../domain/bulk';
import { Button, useDocumentTitle } from '../../ui/primitives';
import { CheckboxField, Hint } from '../../ui/fields';
import { ActionLink, Banner, PageTop, Table, TableWrap } from './adminUi';
import { ADMIN_RESOURCES } from './adminResources';

/** The rows of each kind the preview table lists at most (the counts always cover the whole file). */
export const PREVIEW_ROWS_SHOWN = 500;

export const ACTION_LABELS: Record<ImportRow['action'], string> = {
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
  conflict: 'Conflict',
  rejected: 'Rejected',
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The one-line outcome of an apply. */
export function resultText(r: ImportApplyResult): string {
  const parts = [
    `${r.created.toLocaleString('en-US')} added`,
    `${r.updated.toLocaleString('en-US')} updated`,
    `${r.unchanged.toLocaleString('en-US')} unchanged`,
  ];
  if (r.skippedConflicts) parts.push(`${plural(r.skippedConflicts, 'conflict', 'conflicts')} left as edited in the admin`);
  if (r.rejected) parts.push(`${plural(r.rejected, 'rejected row', 'rejected rows')} left out`);
  return `Imported: ${parts.join(', ')}.`;
}

const countsText = (c: ImportCounts) =>
  (['new', 'changed', 'unchanged', 'conflict', 'rejected'] as const).map((a) => `${ACTION_LABELS[a]}: ${c[a].toLocaleString('en-US')}`).join(' · ');

const isResource = (value: string | undefined): value is BulkResource => (BULK_RESOURCES as readonly string[]).includes(value ?? '');

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  input[type='file'] {
    max-width: 100%;
    min-height: 44px;
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    flex-wrap: wrap;
    margin: ${({ theme }) => theme.space.md} 0;
  }
  ul.problems {
    margin: 0;
    padding-left: 1.1em;
  }
`;

/** /admin/import/:resource: the admin's CSV import of consultancies, universities or courses. */
export default function ImportPage() {
  const { resource } = useParams<{ resource: string }>();
  if (!isResource(resource)) return <NotFoundPage />;
  return <Import key={resource} resource={resource} />;
}

function Import({ resource }: { resource: BulkResource }) {
  const words = ADMIN_RESOURCES[resource];
  useDocumentTitle(`Import ${words.title.toLowerCase()} – Admin`);
  const fileId = useId();
  const hintId = useId();
  const captionId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const resultBanner = useRef<HTMLDivElement>(null);
  const logic = useMemo(
    () =>
      bulkImportMachine.provide({
        actors: {
          readFile: fromPromise(({ input }) => (input.file as File).text()),
          previewImport: fromPromise(({ input, signal }) => bulkApi.preview(input.resource, input.csv, signal)),
          applyImport: fromPromise(({ input, signal }) =>
            bulkApi.apply(input.resource, { csv: input.csv, token: input.token, overwriteConflicts: input.overwriteConflicts }, signal),
          ),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: { resource } });
  const state = useSelector(actor, (s) => s.value as string);
  const { file, preview, overwriteConflicts, result, error } = useSelector(actor, (s) => s.context);
  const busy = state === 'reading' || state === 'previewing' || state === 'applying';

  // The preview and the result are announced by moving focus to them.
  useEffect(() => {
    if (state === 'previewed') previewHeading.current?.focus();
    if (state === 'applied') resultBanner.current?.focus();
  }, [state]);

  const status =
    state === 'reading'
      ? `Reading ${file?.name ?? 'the file'}…`
      : state === 'previewing'
        ? `Checking ${file?.name ?? 'the file'}…`
        : state === 'applying'
          ? 'Importing…'
          : '';
  const listed = preview ? shownRows(preview.rows) : [];
  const willWrite = preview ? preview.counts.new + preview.counts.changed + (overwriteConflicts ? preview.counts.conflict : 0) : 0;

  return (
    <section data-page="admin-import" data-state={state}>
      <PageTop>
        <h1>Import {words.title.toLowerCase()}</h1>
        <ActionLink href={words.routes.list} $variant="secondary">
          Back to {words.title.toLowerCase()}
        </ActionLink>
      </PageTop>

      <Section aria-labelledby={`${fileId}-heading`}>
        <h2 id={`${fileId}-heading`}>1. Choose a CSV file</h2>
        <p>
          Start from the{' '}
          <a href={bulkApi.templateHref(resource)} download>
            template (every column, one example row)
          </a>{' '}
          or from an{' '}
          <a href={bulkApi.exportHref(resource)} download>
            export of the {words.title.toLowerCase()}
          </a>
          . A row with an id changes that {words.noun}; a row without one adds a new {words.noun}. Nothing is written until you import after the preview.
        </p>
        <label htmlFor={fileId}>CSV file</label>
        <Hint id={hintId}>A .csv file of at most {IMPORT_MAX_BYTES / 1024 / 1024} MB, saved as UTF-8. List cells hold one item per line.</Hint>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) actor.send({ type: 'FILE.CHOSEN', file: { name: chosen.name, size: chosen.size, file: chosen } });
            // The same file chosen again (after editing it) is a new choice.
            e.target.value = '';
          }}
        />
      </Section>

      <div role="status" aria-live="polite">
        {status}
      </div>
      <div role="alert">{error ? <Banner $tone="error">{error}</Banner> : null}</div>

      {preview && (state === 'previewed' || state === 'applying') ? (
        <Section aria-labelledby={`${captionId}-heading`}>
          <h2 id={`${captionId}-heading`} ref={previewHeading} tabIndex={-1}>
            2. Check the preview{file ? ` of ${file.name}` : ''}
          </h2>
          <p data-testid="import-counts">{countsText(preview.counts)}</p>
          {listed.length ? (
            <TableWrap labelledBy={captionId}>
              <Table>
                <caption id={captionId}>
                  Rows to check: {plural(preview.rows.length, 'row', 'rows')}
                  {listed.length < preview.rows.length ? `, the first ${listed.length} shown` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Result</th>
                    <th scope="col">Name</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {listed.map((row) => (
                    <tr key={row.line} data-action={row.action}>
                      <th scope="row">{row.line}</th>
                      <td>{ACTION_LABELS[row.action]}</td>
                      <td>{row.name || '—'}</td>
                      <td>
                        <RowDetails row={row} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          ) : (
            <p>Every row matches the {words.title.toLowerCase()} as they are: there is nothing to import.</p>
          )}
          {preview.counts.conflict ? (
            <CheckboxField
              name="overwriteConflicts"
              label={`Overwrite the ${plural(preview.counts.conflict, `${words.noun} edited`, `${words.title.toLowerCase()} edited`)} in the admin since the export`}
              hint="Left unticked, those rows are skipped and the edits made in the admin stay."
              checked={overwriteConflicts}
              onChange={(checked) => actor.send({ type: 'OVERWRITE.TOGGLE', checked })}
            />
          ) : null}
          <div className="actions">
            <Button
              type="button"
              onClick={() => actor.send({ type: 'APPLY.CLICK' })}
              disabled={state === 'applying' || !hasWrites(preview, overwriteConflicts)}
            >
              {state === 'applying' ? 'Importing…' : `Import ${plural(willWrite, 'row', 'rows')}`}
            </Button>
            <Button type="button" $variant="secondary" disabled={state === 'applying'} onClick={() => actor.send({ type: 'PREVIEW_AGAIN.CLICK' })}>
              Preview again
            </Button>
            <Button type="button" $variant="ghost" disabled={state === 'applying'} onClick={() => actor.send({ type: 'START_OVER.CLICK' })}>
              Choose another file
            </Button>
          </div>
        </Section>
      ) : null}

      {state === 'applied' && result ? (
        <Section aria-label="Result">
          <Banner $tone="success" ref={resultBanner} tabIndex={-1}>
            {resultText(result)}
          </Banner>
          <div className="actions">
            <ActionLink href={words.routes.list}>See the {words.title.toLowerCase()}</ActionLink>
            <Button type="button" $variant="secondary" onClick={() => actor.send({ type: 'START_OVER.CLICK' })}>
              Import another file
            </Button>
          </div>
        </Section>
      ) : null}
    </section>
  );
}

/** Rejected rows and conflicts first (they need the admin), then the rest, each kind at most PREVIEW_ROWS_SHOWN. */
function shownRows(rows: readonly ImportRow[]): ImportRow[] {
  const order: ImportRow['action'][] = ['rejected', 'conflict', 'changed', 'new'];
  return order.flatMap((action) => rows.filter((r) => r.action === action).slice(0, PREVIEW_ROWS_SHOWN));
}

function RowDetails({ row }: { row: ImportRow }) {
  const lines = [
    ...row.problems.map((p) => `${p.column}: ${p.reason}`),
    ...(row.action === 'changed' || row.action === 'conflict' ? [`Changes ${row.changedColumns.join(', ')}`] : []),
    ...row.duplicates.map((d) => `Likely duplicate (${d.reason}): ${d.id !== undefined ? `#${d.id}` : `line ${d.line}`} ${d.name}`),
  ];
  if (!lines.length) return null;
  return (
    <ul className="problems">
      {lines.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
