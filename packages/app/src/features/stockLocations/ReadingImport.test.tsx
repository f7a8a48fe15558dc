import type { Schemas } from '@pawon/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { TemperatureLog } from './TemperatureLog';

const location = (id: number): Schemas['StockLocation'] => ({
  id,
  version: 1,
  createdAt: '2026-12-01T01:00:00.000Z',
  updatedAt: '2026-12-01T01:00:00.000Z',
  name: `Freezer ${id}`,
  kind: 'freezer',
  minTemp: -25,
  maxTemp: -18,
  active: true,
  description: null,
  lotCount: 0,
  batchCount: 1,
  heldCount: 0,
  lastReadingAt: null,
  lastCelsius: null,
  readToday: false,
  openHold: null,
});

const reading = (id: number, locationId: number, celsius: number): Schemas['TemperatureReading'] => ({
  id,
  locationId,
  at: '2026-12-05T01:00:00.000Z',
  celsius,
  source: 'import',
  note: null,
  createdBy: 'Admin Pawon',
  outOfLimits: celsius > -18,
});

const file = new File(['time,temperature\n2026-12-05 08:00,-12\n'], 'logger.csv', { type: 'text/csv' });

function setRights(create: boolean) {
  appStore.set(userRightsAtom, [
    { url: '/stock-location', view: true, create, update: false, delete: false },
  ]);
}

afterEach(() => clearSession(appStore));

describe('Impor dari logger', () => {
  it('checks the file with dryRun true, imports it with dryRun false, then reloads the readings and the hold', async () => {
    setRights(true);
    const place = location(71);
    let imported = false;
    const held: Schemas['StockHold'] = {
      id: 5,
      reason: 'limit',
      celsius: -12,
      lastReadingAt: null,
      openedAt: '2026-12-05T01:00:00.000Z',
      closedAt: null,
    };
    const { calls, ids } = stubApi({
      stockLocationReadings: () =>
        success('stockLocationReadings', {
          datas: imported ? [reading(1, place.id, -12)] : [],
          total: imported ? 1 : 0,
          page: 1,
          perPage: 10,
          location: imported ? { ...place, openHold: held, heldCount: 1 } : place,
          checkTimes: ['08:00'],
          gapHours: 12,
          due: null,
        }),
      stockLocationHolds: () => success('stockLocationHolds', { datas: [], total: 0, page: 1, perPage: 100 }),
      stockLocationImportReadings: ({ body }) => {
        const dryRun = String(body.dryRun) === 'true';
        imported = !dryRun;
        return success('stockLocationImportReadings', {
          message: dryRun ? 'Pemeriksaan selesai.' : '1 pembacaan suhu disimpan, 1 sudah ada sebelumnya.',
          dryRun,
          applied: !dryRun,
          added: 1,
          duplicates: 1,
          failed: 0,
          holds: 1,
          rows: [
            { row: 2, action: 'add' },
            { row: 3, action: 'duplicate' },
          ],
        });
      },
    });
    renderWithProviders(<TemperatureLog location={place} />);
    expect(await screen.findByText('Belum ada pembacaan suhu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Impor dari logger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pembacaan logger ke Freezer 71' });
    // The columns are explained, and where rows without a location go.
    expect(within(dialog).getByRole('list', { name: 'Kolom berkas logger' })).toHaveTextContent(
      'Baris tanpa lokasi masuk ke Freezer 71',
    );
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    expect(
      await within(dialog).findByText('1 pembacaan baru, 1 sudah tercatat, 0 bermasalah.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Impor ini akan menahan stok: 1 pembacaan baru/)).toBeInTheDocument();
    const checked = calls.filter((c) => c.id === 'stockLocationImportReadings');
    expect(checked).toHaveLength(1);
    const dry = checked[0]!.body as Record<string, unknown>;
    expect(dry.dryRun).toBe('true');
    expect(dry.locationId).toBe(String(place.id));
    expect((dry.file as Blob).size).toBe(file.size);
    // Nothing was written by the check: the readings were not asked again.
    const readingsBefore = ids().filter((id) => id === 'stockLocationReadings').length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Impor 1 pembacaan baru' }));
    expect(await screen.findByText('1 pembacaan suhu disimpan, 1 sudah ada sebelumnya.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.id === 'stockLocationImportReadings');
    expect(sent).toHaveLength(2);
    expect((sent[1]!.body as Record<string, unknown>).dryRun).toBe('false');
    // The log is read again: the imported reading is listed and the hold it opened shows.
    await waitFor(() =>
      expect(ids().filter((id) => id === 'stockLocationReadings').length).toBeGreaterThan(readingsBefore),
    );
    expect(await screen.findByText(/ditahan sejak/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Pembacaan suhu Freezer 71' })).getByText('Impor logger'),
    ).toBeInTheDocument();
  });

  it('lists each refused row with its column and reason, and offers no import', async () => {
    setRights(true);
    const place = location(72);
    stubApi({
      stockLocationReadings: () =>
        success('stockLocationReadings', {
          datas: [],
          total: 0,
          page: 1,
          perPage: 10,
          location: place,
          checkTimes: [],
          gapHours: 12,
          due: null,
        }),
      stockLocationImportReadings: () =>
        success('stockLocationImportReadings', {
          message: '1 baris bermasalah: tidak ada yang disimpan.',
          dryRun: true,
          applied: false,
          added: 1,
          duplicates: 0,
          failed: 1,
          holds: 0,
          rows: [
            { row: 2, action: 'add' },
            { row: 3, action: 'error', errors: { temperature: ['Format tidak valid.'] } },
          ],
        }),
    });
    renderWithProviders(<TemperatureLog location={place} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Impor dari logger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pembacaan logger ke Freezer 72' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    expect(await within(dialog).findByText(/1 pembacaan baru, 0 sudah tercatat, 1 bermasalah/)).toBeVisible();
    const rows = within(dialog).getAllByRole('row');
    // The refused row first.
    expect(rows[1]).toHaveTextContent('3BermasalahSuhu: Format tidak valid.');
    expect(within(dialog).queryByRole('button', { name: /^Impor \d/ })).toBeNull();
  });

  it('shows a file the server refuses on the file field', async () => {
    setRights(true);
    const place = location(73);
    stubApi({
      stockLocationReadings: () =>
        success('stockLocationReadings', {
          datas: [],
          total: 0,
          page: 1,
          perPage: 10,
          location: place,
          checkTimes: [],
          gapHours: 12,
          due: null,
        }),
      stockLocationImportReadings: () =>
        failure(422, 'Data tidak valid.', { file: ['Kolom wajib tidak ada: temperature.'] }),
    });
    renderWithProviders(<TemperatureLog location={place} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Impor dari logger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pembacaan logger ke Freezer 73' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/)).toHaveAccessibleDescription(
        /Kolom wajib tidak ada: temperature\./,
      ),
    );
  });

  it('is not offered without the create right on Lokasi Simpan', async () => {
    setRights(false);
    const place = location(74);
    stubApi({
      stockLocationReadings: () =>
        success('stockLocationReadings', {
          datas: [],
          total: 0,
          page: 1,
          perPage: 10,
          location: place,
          checkTimes: [],
          gapHours: 12,
          due: null,
        }),
    });
    renderWithProviders(<TemperatureLog location={place} />);
    expect(await screen.findByText('Belum ada pembacaan suhu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Impor dari logger' })).toBeNull();
  });
});
