import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileImportDialog, type FileImportAnswer, type FileImportRow } from './FileImportDialog';

type Answer = FileImportAnswer<FileImportRow> & { added: number };

describe('the file import dialog', () => {
  it('says what it is sending and for how long while the server checks a large file', async () => {
    let answer: (a: Answer) => void = () => undefined;
    const importFile = () => new Promise<Answer>((resolve) => (answer = resolve));
    renderWithProviders(
      <FileImportDialog<FileImportRow, Answer>
        testId="customer"
        title="Impor customer"
        intro="Baris dicocokkan dengan telepon."
        open
        onClose={() => undefined}
        importFile={importFile}
        summary={(a) => `${a.added} akan ditambahkan.`}
        actions={{
          add: { label: 'Akan ditambahkan', tone: 'success' },
          error: { label: 'Bermasalah', tone: 'error' },
        }}
        applyLabel={(a) => `Impor ${a.rows.length} baris`}
        onImported={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Impor customer' });
    const file = new File(['Nama,Telepon\nWarung,0812 1111 2222'], 'customer.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    // Nothing under a second; then the file's name and the seconds it has taken.
    expect(within(dialog).queryByTestId('customer-import-progress')).toBeNull();
    expect(
      await within(dialog).findByText('Memeriksa customer.csv… 1 detik', {}, { timeout: 2500 }),
    ).toBeVisible();
    expect(
      await within(dialog).findByText('Memeriksa customer.csv… 2 detik', {}, { timeout: 2500 }),
    ).toBeVisible();

    answer({ applied: false, failed: 0, added: 1, rows: [{ row: 2, action: 'add' }] });
    expect(await within(dialog).findByText('1 akan ditambahkan.')).toBeVisible();
    expect(within(dialog).queryByTestId('customer-import-progress')).toBeNull();
  });
});
