import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PawonThemeProvider } from '@pawon/ui';
import { addDays, formatDateShort, todayIn } from '../../lib/format';
import { ExpiryDate } from './ExpiryDate';

const show = (date: string | null, expired?: boolean) =>
  render(
    <PawonThemeProvider mode="light">
      <ExpiryDate date={date} expired={expired} />
    </PawonThemeProvider>,
  );

describe('a batch expiry', () => {
  it('is marked within 7 days of today (the company’s), and not after', () => {
    const soon = addDays(todayIn(), 7);
    show(soon);
    expect(screen.getByText(formatDateShort(soon))).toBeInTheDocument();
    expect(screen.getByText('≤ 7 hari')).toBeInTheDocument();
  });

  it('is plain a day later', () => {
    show(addDays(todayIn(), 8));
    expect(screen.queryByText('≤ 7 hari')).toBeNull();
  });

  it('says expired instead of soon once past', () => {
    show(addDays(todayIn(), -1), true);
    expect(screen.getByText('Kedaluwarsa')).toBeInTheDocument();
    expect(screen.queryByText('≤ 7 hari')).toBeNull();
  });

  it('is a dash without a date', () => {
    const { container } = show(null);
    expect(container).toHaveTextContent('–');
  });
});
