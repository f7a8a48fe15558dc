import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { TimeField } from './TimeField';

describe('TimeField', () => {
  it('shows and reports a 24-hour HH:mm time', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <TimeField
          label="Jam mulai"
          defaultValue="08:30"
          onValueChange={onValueChange}
          hint="Format 24 jam"
        />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Jam mulai' });
    expect(input).toHaveValue('08:30');
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith({ value: null });
    await userEvent.type(input, '1745');
    expect(input).toHaveValue('17:45');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '17:45' });
    await expectNoAxeViolations();
  });

  it('refuses a time that does not exist', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<TimeField label="Jam" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Jam' });
    await userEvent.type(input, '2561');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Jam tidak valid. Gunakan 00:00–23:59.');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
