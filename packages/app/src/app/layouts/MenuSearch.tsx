import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { Combobox, type ComboboxOption } from '@pawon/ui';
import { menuLinks, normalisePath } from '../../lib/menus';
import { userMenusAtom } from '../../lib/session';
import { shellMessages as m } from './messages';
import * as S from './AuthLayout.styles';

/** Phones have no Ctrl+K, and the shortcut's mention would cut the placeholder short. */
const PHONE = '(max-width: 40rem)';
function usePhone(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia?.(PHONE);
      query?.addEventListener('change', change);
      return () => query?.removeEventListener('change', change);
    },
    () => window.matchMedia?.(PHONE).matches ?? false,
    () => false,
  );
}

/**
 * Words a menu is also found by (the administration screens have English names). Kept here, not in the shell's
 * messages: those load with the sign-in page.
 */
const SEARCH_KEYWORDS: Readonly<Record<string, string>> = {
  '/dashboard': 'beranda ringkasan',
  '/menuManagement': 'menu pengaturan menu sidebar',
  '/authorizationGroup': 'grup otorisasi hak akses izin peran',
  '/user-management': 'pengguna akun staf karyawan user',
  '/position-management': 'jabatan posisi',
  '/business-profile': 'profil usaha toko perusahaan logo alamat rekening qris faktur invoice struk',
  '/profile': 'profil akun foto kata sandi',
  '/FAQ': 'bantuan pertanyaan panduan',
};
const keywordsOf = (url: string) => SEARCH_KEYWORDS[normalisePath(url)];

/**
 * The options matching what was typed, best first: every word typed must be found, in any order, with one typo
 * allowed per word ("restock kem" and "kemasan restok" both find "Restock Bahan Kemasan"). The matcher is uFuzzy,
 * loaded on the first search so that the shell does not carry it.
 */
export async function searchMenus(
  options: readonly ComboboxOption[],
  query: string,
): Promise<ComboboxOption[]> {
  const needle = query.trim();
  if (!needle) return [...options];
  const { default: UFuzzy } = await import('@leeoniya/ufuzzy');
  const fuzzy = new UFuzzy({ intraMode: 1, intraIns: 0, interSplit: '[^\\p{L}\\p{N}]+', unicode: true });
  const haystack = options.map((o) => `${o.label} ${o.description ?? ''} ${o.keywords ?? ''}`);
  const [found, info, order] = fuzzy.search(haystack, needle, 1);
  if (!found) return [];
  const ranked = info && order ? order.map((i) => info.idx[i]!) : found;
  return ranked.map((i) => options[i]!);
}

/**
 * Keyboard-driven search over the user's own links: Ctrl+K (or /) focuses it, arrows choose, Enter opens.
 * "pengguna" finds User Management, "jabatan" Position Management, and so on.
 */
export function MenuSearch() {
  const menus = useAtomValue(userMenusAtom);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const phone = usePhone();
  const [value, setValue] = useState<ComboboxOption | null>(null);
  const options = useMemo<ComboboxOption[]>(
    () =>
      [
        ...menuLinks(menus),
        { id: -1, name: 'Profil', url: '/profile', icon: 'bx-user', trail: ['Akun'] },
        { id: -2, name: 'Bantuan (FAQ)', url: '/FAQ', icon: 'bx-help-circle', trail: ['Akun'] },
      ].map((link) => ({
        value: link.url,
        label: link.name,
        description: link.trail.join(' › ') || undefined,
        keywords: keywordsOf(link.url),
      })),
    [menus],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing =
        target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <S.SearchSlot>
      <S.VisuallyHidden id="menu-search-label">{m.searchLabel}</S.VisuallyHidden>
      <Combobox
        ref={inputRef}
        id="menu-search"
        name="menu"
        aria-labelledby="menu-search-label"
        placeholder={phone ? m.searchPlaceholderShort : m.searchPlaceholder}
        loadOptions={(query) => searchMenus(options, query)}
        debounceMs={0}
        value={value}
        emptyText={m.searchEmpty}
        onValueChange={({ value: chosen }) => {
          setValue(null);
          if (chosen) {
            inputRef.current?.blur();
            void navigate(chosen.value);
          }
        }}
        data-testid="menu-search"
      />
    </S.SearchSlot>
  );
}
