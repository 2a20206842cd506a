import { useState } from 'react';
import { useSearch } from 'wouter';
import { pageOf, visibleRows } from '../../../machines/admin-list/admin-list.machine';
import { reportsApi } from '../../api/reports';
import { paths } from '../../config/routes';
import { checkWith, type FieldErrors } from '../../domain/fieldErrors';
import {
  REPORT_NOTE_MAX,
  REPORT_NOTICE_MAX,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  reportUpdateSchema,
  type AdminReport,
  type ReportStatus,
  type ReportUpdate,
} from '../../domain/report';
import { Button, useDocumentTitle } from '../../ui/primitives';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import {
  ListAnnouncement,
  ListColumnHeads,
  ListFilterSelect,
  ListLoadState,
  ListTable,
  NEWEST_FIRST,
  RECEIVED,
  arrivalOrderText,
  shownSort,
  useAdminList,
} from './adminList';
import { PageTop, Reader, Toolbar } from './adminUi';
import { formatTeamTime } from '../../common/format';

const STATUS_OPTIONS = REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_LABELS[value] }));
const FILTER_OPTIONS = [{ value: '', label: 'All reports' }, ...STATUS_OPTIONS];

const updateOf = (r: AdminReport): ReportUpdate => ({ status: r.status, note: r.note, confirmed: r.confirmed, publicNotice: r.publicNotice });

/** One report: what happened, the contact and the evidence, and the team's status, note and public notice. */
function ReportReader({ report, onSaved, onClose }: { report: AdminReport; onSaved: (r: AdminReport) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<ReportUpdate>(() => updateOf(report));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = async () => {
    const checked = checkWith(reportUpdateSchema, draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    setSaveError(null);
    try {
      onSaved(await reportsApi.update(report.id, checked.data));
    } catch (e) {
      setSaveError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Reader aria-labelledby="report-title" data-part="report">
      <h2 id="report-title">
        Report about <a href={paths.consultancy(report.consultancyId)}>{report.consultancyName}</a>
      </h2>
      <p>
        Received {formatTeamTime(report.createdAt)}. Contact: {report.contact || '(none given)'}. Status:{' '}
        <strong data-part="report-status-value">{REPORT_STATUS_LABELS[report.status]}</strong>
      </p>
      <p className="body">{report.whatHappened}</p>
      {report.files.length > 0 ? (
        <>
          <h3>Evidence</h3>
          <ul data-part="report-evidence">
            {report.files.map((f) => (
              <li key={f.id}>
                <a href={reportsApi.fileHref(report.id, f.id)} download={f.name}>
                  {f.name}
                </a>{' '}
                ({f.type}, {Math.max(1, Math.round(f.size / 1024))} KB)
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No evidence files.</p>
      )}
      <form
        noValidate
        aria-label="Update this report"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <SelectField
          label="Status"
          name="status"
          value={draft.status}
          options={STATUS_OPTIONS}
          onChange={(v) => setDraft((d) => ({ ...d, status: v as ReportStatus }))}
        />
        <TextField
          label="Internal note (only the team sees it)"
          name="note"
          multiline
          rows={3}
          limit={REPORT_NOTE_MAX}
          value={draft.note}
          error={errors.note}
          onChange={(v) => setDraft((d) => ({ ...d, note: v }))}
        />
        <CheckboxField
          label="The team confirmed what was reported"
          name="confirmed"
          checked={draft.confirmed}
          onChange={(v) => setDraft((d) => ({ ...d, confirmed: v, publicNotice: v ? d.publicNotice : '' }))}
        />
        {draft.confirmed && (
          <TextField
            label="Public notice on the consultancy's page (optional)"
            name="publicNotice"
            hint="Plain facts the team checked; shown with today's date. Leave empty for none."
            multiline
            rows={3}
            limit={REPORT_NOTICE_MAX}
            value={draft.publicNotice}
            error={errors.publicNotice}
            onChange={(v) => setDraft((d) => ({ ...d, publicNotice: v }))}
          />
        )}
        {saveError && <p role="alert">Could not save the report: {saveError}</p>}
        <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save report'}
          </Button>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Close
          </Button>
        </p>
      </form>
    </Reader>
  );
}

/** /admin/reports: problem reports about consultancies, newest first, with their status, note and evidence. */
export default function ReportsPage() {
  useDocumentTitle('Problem reports – Admin');
  const { snapshot, send } = useAdminList(reportsApi, {}, ['status']);
  const rows = visibleRows<AdminReport>(snapshot.context);
  const { page, totalPages } = pageOf(snapshot.context);
  const [chosen, setOpen] = useState<AdminReport | null>(null);
  const [linkClosed, setLinkClosed] = useState(false);
  // The team's e-mail links to ?open={id}: that report shows once the list has it, until another is opened or it is closed.
  const wanted = Number(new URLSearchParams(useSearch()).get('open'));
  const open = chosen ?? (linkClosed ? null : (rows.find((r) => r.id === wanted) ?? null));

  return (
    <section data-page="admin-reports">
      <PageTop>
        <h1>Problem reports</h1>
      </PageTop>
      <ListAnnouncement snapshot={snapshot} />
      <Toolbar>
        <ListFilterSelect snapshot={snapshot} send={send} name="status" label="Show" options={FILTER_OPTIONS} />
      </Toolbar>
      <ListLoadState snapshot={snapshot} send={send} loadingLabel="Loading reports…" />
      <ListTable
        snapshot={snapshot}
        send={send}
        empty={<p>No reports here.</p>}
        caption={(total) => `Problem reports, ${arrivalOrderText(shownSort(snapshot, NEWEST_FIRST))}: ${total}, page ${page} of ${totalPages}`}
        head={
          <ListColumnHeads
            snapshot={snapshot}
            send={send}
            byDefault={NEWEST_FIRST}
            columns={[{ label: 'Consultancy' }, { label: 'Received', sortKey: RECEIVED }, { label: 'Evidence' }, { label: 'Status' }, { label: 'Open' }]}
          />
        }
      >
        {rows.map((r) => (
          <tr key={r.id} data-id={r.id} data-highlighted={r.id === open?.id || undefined}>
            <th scope="row">{r.consultancyName}</th>
            <td>{formatTeamTime(r.createdAt)}</td>
            <td>{r.files.length}</td>
            <td data-part="status">{REPORT_STATUS_LABELS[r.status]}</td>
            <td>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => setOpen(r)}
                aria-expanded={r.id === open?.id}
                aria-label={`Open the report about ${r.consultancyName} from ${formatTeamTime(r.createdAt)}`}
              >
                Open
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {open ? (
        <ReportReader
          key={open.id}
          report={open}
          onClose={() => {
            setOpen(null);
            setLinkClosed(true);
          }}
          onSaved={(saved) => {
            setOpen(saved);
            send({
              type: 'ROW_ACTION.DONE',
              announcement: { tone: 'success', text: `The report about ${saved.consultancyName} is saved: ${REPORT_STATUS_LABELS[saved.status]}.` },
            });
          }}
        />
      ) : null}
    </section>
  );
}
