import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { Combobox, type ComboboxOption } from '@pawon/ui';
import { menuLinks, normalisePath } from '../../lib/menus';
import { userMenusAtom } from '../../lib/session';
import { t } from './messages';

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
  '/change-history': 'riwayat perubahan log audit jejak siapa mengubah harga',
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

export interface MenuSearchBoxProps {
  /** The input, for the shell's Ctrl+K (MenuSearch.tsx). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The placeholder's wording (shorter on a phone). */
  placeholder: string;
  /** What was typed in the stand-in field before this one loaded: carried over, with the focus. */
  carried: RefObject<{ text: string; focus: boolean }>;
}

/**
 * The menu search itself (loaded after the first paint, MenuSearch.tsx): arrows choose, Enter opens. "pengguna" finds
 * User Management, "jabatan" Position Management, and so on.
 */
export default function MenuSearchBox({ inputRef, placeholder, carried }: MenuSearchBoxProps) {
  const menus = useAtomValue(userMenusAtom);
  const navigate = useNavigate();
  const [value, setValue] = useState<ComboboxOption | null>(null);
  const options = useMemo<ComboboxOption[]>(
    () =>
      [
        ...menuLinks(menus),
        { id: -1, name: t('shell.profile'), url: '/profile', icon: 'bx-user', trail: [t('shell.account')] },
        { id: -2, name: t('shell.faq'), url: '/FAQ', icon: 'bx-help-circle', trail: [t('shell.account')] },
      ].map((link) => ({
        value: link.url,
        label: link.name,
        description: link.trail.join(' › ') || undefined,
        keywords: keywordsOf(link.url),
      })),
    [menus],
  );

  // Take over from the stand-in: its focus and what was typed there (through the input's own setter and an input
  // event, as typing does, so that the combobox searches it).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const { text, focus } = carried.current;
    if (focus) input.focus();
    if (text) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // Only on mount: later changes of the stand-in are not shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Combobox
      ref={inputRef}
      id="menu-search"
      name="menu"
      aria-labelledby="menu-search-label"
      placeholder={placeholder}
      loadOptions={(query) => searchMenus(options, query)}
      debounceMs={0}
      value={value}
      emptyText={t('shell.searchEmpty')}
      onValueChange={({ value: chosen }) => {
        setValue(null);
        if (chosen) {
          inputRef.current?.blur();
          void navigate(chosen.value);
        }
      }}
      data-testid="menu-search"
    />
  );
}
