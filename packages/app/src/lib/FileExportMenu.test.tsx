import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@pawon/ui';
import { renderWithProviders } from '../test/render';
import { csvSeparatorAtom } from './files';
import { CsvSeparatorMenu, FileExportMenu } from './FileExportMenu';
import { appStore } from './store';

const variants = [
  { value: 'order', label: 'Per transaksi' },
  { value: 'line', label: 'Per item' },
];

afterEach(() => {
  localStorage.removeItem('pawonCsvSeparator');
  appStore.set(csvSeparatorAtom, ';');
});

describe('the export control', () => {
  it('offers each layout as XLSX and CSV, and sends the remembered separator with the choice', async () => {
    const onExport = vi.fn();
    renderWithProviders(
      <FileExportMenu trigger={<Button>Ekspor</Button>} variants={variants} onExport={onExport} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items.slice(0, 4)).toEqual([
      'Per transaksi, Excel (XLSX)',
      'Per transaksi, CSV',
      'Per item, Excel (XLSX)',
      'Per item, CSV',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Per item, CSV' }));
    expect(onExport).toHaveBeenLastCalledWith({ format: 'csv', separator: ';', variant: 'line' });

    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Koma \(,\)/ }));
    // Choosing a separator downloads nothing; it is kept for the next CSV, in this browser.
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('pawonCsvSeparator')).toBe('","');
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Per transaksi, Excel (XLSX)' }));
    expect(onExport).toHaveBeenLastCalledWith({ format: 'xlsx', separator: ',', variant: 'order' });
  });

  it('offers a PDF beside them where the export makes one', async () => {
    const onExport = vi.fn();
    renderWithProviders(
      <FileExportMenu
        trigger={<Button>Ekspor</Button>}
        formats={['xlsx', 'csv', 'pdf']}
        onExport={onExport}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items.slice(0, 3)).toEqual(['Excel (XLSX)', 'CSV', 'PDF']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'PDF' }));
    expect(onExport).toHaveBeenLastCalledWith({ format: 'pdf', separator: ';' });
  });

  it('reads a stored separator, and treats anything else stored as the default `;`', async () => {
    localStorage.setItem('pawonCsvSeparator', '","');
    appStore.set(csvSeparatorAtom, ',');
    const { unmount } = renderWithProviders(<CsvSeparatorMenu />);
    expect(screen.getByRole('button', { name: 'Pemisah CSV: ,' })).toBeInTheDocument();
    unmount();
    appStore.set(csvSeparatorAtom, '|' as never);
    renderWithProviders(<CsvSeparatorMenu />);
    const button = screen.getByRole('button', { name: 'Pemisah CSV: ;' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: /Koma \(,\)/ }));
    expect(await screen.findByRole('button', { name: 'Pemisah CSV: ,' })).toBeInTheDocument();
  });
});
