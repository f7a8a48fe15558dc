import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SyncButton } from './OfflineViews';

describe('the top bar’s sync count (issue 37)', () => {
  it('says what it counts, in words, and is named by the full sentence', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<SyncButton waiting={2} refused={0} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Antrean sinkron: 2 menunggu sinkron' });
    expect(button).toHaveTextContent('2 menunggu sinkron');
    expect(button).not.toHaveTextContent('gagal');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('names the refused ones "gagal dikirim", leaves out a zero, and has short words for a phone', () => {
    renderWithProviders(
      <>
        <SyncButton waiting={0} refused={1} onOpen={() => undefined} />
        <SyncButton waiting={3} refused={2} onOpen={() => undefined} />
      </>,
    );
    const refused = screen.getByRole('button', { name: 'Antrean sinkron: 1 gagal dikirim' });
    expect(refused).toHaveTextContent('1 gagal dikirim');
    expect(refused).not.toHaveTextContent(/\b0\b/);
    const both = screen.getByRole('button', { name: 'Antrean sinkron: 3 menunggu sinkron, 2 gagal dikirim' });
    expect(both).toHaveTextContent('3 menunggu sinkron · 2 gagal dikirim');
    expect(both).toHaveTextContent('3 menunggu · 2 gagal');
  });

  it('is not there while nothing waits', () => {
    renderWithProviders(<SyncButton waiting={0} refused={0} onOpen={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
