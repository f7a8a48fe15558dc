import { describe, expect, it } from 'vitest';
import { terbilang } from './terbilang';

describe('terbilang', () => {
  it.each([
    [0, 'Nol rupiah'],
    [11, 'Sebelas rupiah'],
    [15, 'Lima belas rupiah'],
    [100, 'Seratus rupiah'],
    [115, 'Seratus lima belas rupiah'],
    [1_000, 'Seribu rupiah'],
    [1_500, 'Seribu lima ratus rupiah'],
    [73_000, 'Tujuh puluh tiga ribu rupiah'],
    [111_111, 'Seratus sebelas ribu seratus sebelas rupiah'],
    [1_250_000, 'Satu juta dua ratus lima puluh ribu rupiah'],
    [2_000_000_005, 'Dua miliar lima rupiah'],
  ])('%d → %s', (n, text) => expect(terbilang(n)).toBe(text));
});
