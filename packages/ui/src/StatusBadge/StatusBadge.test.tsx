import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('carries its tone as a data attribute and its meaning as text', async () => {
    renderWithTheme(
      <Page>
        <StatusBadge tone="success" dot>
          Lunas
        </StatusBadge>
        <StatusBadge>Draf</StatusBadge>
      </Page>,
    );
    expect(screen.getByText('Lunas')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Draf')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText('Lunas').querySelector('[data-part="dot"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expectNoAxeViolations();
  });
});
