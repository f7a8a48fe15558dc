import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { TimeField } from './TimeField';

describe('TimeField', () => {
  it('holds a 24-hour HH:mm time', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <TimeField label="Jam mulai" defaultValue="08:30" onValueChange={onValueChange} hint="Format 24 jam" />
      </Page>,
    );
    const input = screen.getByLabelText('Jam mulai');
    expect(input).toHaveValue('08:30');
    expect(input).toHaveAttribute('type', 'time');
    fireEvent.change(input, { target: { value: '17:45' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '17:45' });
    fireEvent.change(input, { target: { value: '' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ value: null });
    await expectNoAxeViolations();
  });
});
