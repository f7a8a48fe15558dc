import { ApiError } from '@pawon/api-client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './errors';

describe('server errors on form fields', () => {
  it('puts a line of a list field (`inputs.1.qty`) on that line, and the rest aside', () => {
    const setError = vi.fn();
    const error = new ApiError(409, 'Stok Ayam tidak cukup.', {
      'inputs.1.qty': ['Stok Ayam tersedia 2 kg.'],
      other: ['Lainnya.'],
    });
    const leftover = applyServerErrors(error, setError, ['productId', 'inputs']);
    expect(setError).toHaveBeenCalledWith(
      'inputs.1.qty',
      { type: 'server', message: 'Stok Ayam tersedia 2 kg.' },
      { shouldFocus: true },
    );
    expect(leftover).toEqual(['Lainnya.']);
  });
});
