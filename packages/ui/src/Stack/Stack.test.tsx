import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Stack } from './Stack';

describe('Stack', () => {
  it('lays its children out in a column with the gap of the spacing scale', () => {
    renderWithTheme(
      <Stack gap="4" data-testid="stack">
        <p>Satu</p>
        <p>Dua</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    const style = getComputedStyle(stack);
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.gap).toContain('--pawon-space-4');
    expect(stack.children).toHaveLength(2);
  });
});
