import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Combobox, type ComboboxOption } from '@pawon/ui';
import { menuLinks } from '../../lib/menus';
import { userMenusAtom } from '../../lib/session';
import { shellMessages as m } from './messages';
import * as S from './AuthLayout.styles';

/**
 * Keyboard-driven search over the user's own links: Ctrl+K (or /) focuses it, arrows choose, Enter opens.
 */
export function MenuSearch() {
  const menus = useAtomValue(userMenusAtom);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
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
        aria-labelledby="menu-search-label"
        placeholder={m.searchPlaceholder}
        options={options}
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
