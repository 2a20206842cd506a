import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTANCIES } from '../../src/data/consultancies';
import type { Licence } from '../../src/domain/licence';
import { renderPage } from '../helpers/renderPage';

const api = vi.hoisted(() => ({
  consultancies: { get: vi.fn() },
  licences: {
    get: vi.fn(),
    save: vi.fn(),
    remove: vi.fn(),
    saveScan: vi.fn(),
    removeScan: vi.fn(),
    scanHref: (id: string) => `/api/v1/admin/consultancies/${id}/licence/scan`,
    due: vi.fn(),
    history: vi.fn(),
    restore: vi.fn(),
  },
}));
vi.mock('../../src/api/consultancies', () => ({ consultanciesApi: api.consultancies }));
vi.mock('../../src/api/licences', () => ({ licencesApi: api.licences }));

const { LicenceSection } = await import('../../src/features/admin/LicenceSection');

const LICENCE: Licence = {
  consultancyId: 70,
  number: 'ECS-1',
  authority: 'bagmati',
  validUntil: '2026-12-31',
  checkedOn: '2026-01-02',
  method: 'document',
  updatedAt: '2026-01-02T08:00:00.000Z',
  scan: null,
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

beforeEach(() => {
  api.consultancies.get.mockReset().mockResolvedValue({ ...CONSULTANCIES[0], id: 70, sample: false });
  api.licences.get.mockReset().mockResolvedValue(LICENCE);
  api.licences.saveScan.mockReset();
  api.licences.removeScan.mockReset().mockResolvedValue(undefined);
  api.licences.history.mockReset().mockResolvedValue([]);
  api.licences.restore.mockReset();
});

describe('admin: the scan of a licence certificate, private to the team', () => {
  it('an admin keeps a scan (sent as its name and bytes), then sees a download link, and can remove it', async () => {
    const user = userEvent.setup();
    const scan = { name: 'certificate.png', type: 'image/png' as const, size: PNG.length, uploadedAt: '2026-01-05T08:00:00.000Z' };
    api.licences.saveScan.mockResolvedValue({ ...LICENCE, scan });
    renderPage(<LicenceSection consultancyId="70" />);
    const section = await screen.findByRole('region', { name: 'Certificate scan (private to the team)' });
    expect(within(section).getByText('No scan kept.')).toBeInTheDocument();
    // Without a file chosen: it says what to do, and sends nothing.
    await user.click(within(section).getByRole('button', { name: 'Keep scan' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Choose the scan (an image or a PDF) first.');
    expect(api.licences.saveScan).not.toHaveBeenCalled();
    await user.upload(within(section).getByLabelText('Scan of the certificate'), new File([PNG], 'certificate.png', { type: 'image/png' }));
    await user.click(within(section).getByRole('button', { name: 'Keep scan' }));
    expect(await within(section).findByRole('link', { name: 'Download certificate.png' })).toHaveAttribute(
      'href',
      '/api/v1/admin/consultancies/70/licence/scan',
    );
    expect(api.licences.saveScan).toHaveBeenCalledWith('70', { name: 'certificate.png', data: Buffer.from(PNG).toString('base64') });
    expect(within(section).getByRole('status')).toHaveTextContent('Scan kept: certificate.png. Only the team can download it.');
    await user.click(within(section).getByRole('button', { name: 'Remove scan' }));
    expect(await within(section).findByText('No scan kept.')).toBeInTheDocument();
    expect(api.licences.removeScan).toHaveBeenCalledWith('70');
  });

  it('a file the server refuses leaves the kept scan as it was and says why', async () => {
    const user = userEvent.setup();
    api.licences.saveScan.mockRejectedValue(new Error('The scan cannot be taken: notes.txt: Attach images (JPEG, PNG or WebP) or PDF files only.'));
    renderPage(<LicenceSection consultancyId="70" />);
    const section = await screen.findByRole('region', { name: 'Certificate scan (private to the team)' });
    await user.upload(within(section).getByLabelText('Scan of the certificate'), new File(['hello'], 'notes.txt', { type: 'image/png' }));
    await user.click(within(section).getByRole('button', { name: 'Keep scan' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('notes.txt: Attach images (JPEG, PNG or WebP) or PDF files only');
    expect(within(section).getByText('No scan kept.')).toBeInTheDocument();
  });

  it('a sample listing has no licence and so no scan', async () => {
    api.consultancies.get.mockResolvedValue({ ...CONSULTANCIES[0], id: 70, sample: true });
    renderPage(<LicenceSection consultancyId="70" />);
    expect(await screen.findByText(/cannot hold a licence record/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certificate scan (private to the team)' })).toBeNull();
  });
});

describe('admin: the history of a licence', () => {
  const EDIT = {
    id: 12,
    kind: 'licence' as const,
    recordId: '70',
    key: 'ECS-2',
    action: 'edited' as const,
    before: { number: 'ECS-1', authority: 'bagmati' },
    after: { number: 'ECS-2', authority: 'bagmati' },
    adminEmail: 'sita@gantavya.example',
    changedAt: '2026-01-03T02:24:00.000Z',
  };

  it('shows who changed the licence, when (in Nepal time) and what; restoring the old version loads the form again with it', async () => {
    const user = userEvent.setup();
    api.licences.get.mockResolvedValueOnce({ ...LICENCE, number: 'ECS-2' }).mockResolvedValue(LICENCE);
    api.licences.history.mockResolvedValue([EDIT]);
    api.licences.restore.mockResolvedValue(LICENCE);
    renderPage(<LicenceSection consultancyId="70" />);
    expect(await screen.findByLabelText(/Licence or registration number/)).toHaveValue('ECS-2');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByRole('heading', { name: /Edited by sita@gantavya\.example, 3 Jan 2026, 08:09 NPT/ })).toBeInTheDocument();
    expect(within(history).getByText('Number: ECS-1 → ECS-2')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Restore the old version' }));
    expect(api.licences.restore).toHaveBeenCalledWith('70', 12);
    await vi.waitFor(() => expect(screen.getByLabelText(/Licence or registration number/)).toHaveValue('ECS-1'));
  });
});
