import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Page } from '../test/Page';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('counts characters against maxLength', async () => {
    renderWithTheme(
      <Page>
        <Textarea label="Catatan" maxLength={20} showCount hint="Opsional" />
      </Page>,
    );
    const box = screen.getByRole('textbox', { name: 'Catatan' });
    expect(screen.getByText('0/20')).toBeInTheDocument();
    await userEvent.type(box, 'Gula aren');
    expect(screen.getByText('9/20')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Opsional');
    await expectNoAxeViolations();
  });
});
