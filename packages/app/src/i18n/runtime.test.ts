import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueI18n } from './runtime';

describe('catalogue runtime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers plain and ICU messages without a warning in a production build', () => {
    // Outside production Lingui registers a message compiler of its own when an instance is made.
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createCatalogueI18n();
    expect(i18n._('shell.profile')).toBe('Profil');
    expect(i18n._('shell.userMenu', { name: 'Ani' })).toBe('Menu pengguna Ani');
    expect(warn).not.toHaveBeenCalled();
  });
});
