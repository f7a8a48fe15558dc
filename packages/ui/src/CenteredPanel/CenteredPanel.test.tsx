import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { CenteredPanel } from './CenteredPanel';

describe('CenteredPanel', () => {
  it('is the main landmark and shows the brand above the content', async () => {
    renderWithTheme(
      <CenteredPanel brand="Pawon">
        <h1>Masuk</h1>
      </CenteredPanel>,
    );
    const main = screen.getByRole('main');
    const brand = screen.getByText('Pawon');
    const heading = screen.getByRole('heading', { name: 'Masuk' });
    expect(main).toContainElement(brand);
    expect(brand.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('leaves the brand out when none is given and passes attributes to the page', () => {
    renderWithTheme(
      <CenteredPanel aria-label="Halaman tidak ditemukan">
        <p>Tidak ada</p>
      </CenteredPanel>,
    );
    const main = screen.getByRole('main', { name: 'Halaman tidak ditemukan' });
    expect(main.firstElementChild?.childElementCount).toBe(1);
  });
});
