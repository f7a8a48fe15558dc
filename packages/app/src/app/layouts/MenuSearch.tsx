import { Icon, TextField } from '@pawon/ui';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { MenuSearchBoxProps } from './MenuSearchBox';
import { t } from './messages';
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

// The search box (the combobox, its popover and the menu list) is 13 KB gzip that no screen needs for its first
// paint: it loads when the browser is idle after it, or at once on the first focus or Ctrl+K (issue 18, budgets).
// Not React.lazy: a suspended swap would remount the stand-in (losing its focus); the stand-in stays until the box is
// there, then gives way in one commit.
const loadBox = () => import('./MenuSearchBox').then((module) => module.default);

/**
 * Keyboard-driven search over the user's own links: Ctrl+K (or /) focuses it, arrows choose, Enter opens. Until the
 * box has loaded, a field that looks the same stands in; what is typed there carries over.
 */
export function MenuSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const standInRef = useRef<HTMLInputElement>(null);
  const phone = usePhone();
  const [wanted, setWanted] = useState(false);
  const [Box, setBox] = useState<ComponentType<MenuSearchBoxProps> | null>(null);
  const carried = useRef({ text: '', focus: false });
  // When the box takes over, the stand-in leaves what was typed in it and whether it had the focus.
  const attachStandIn = useCallback((element: HTMLInputElement | null) => {
    standInRef.current = element;
    if (!element) return;
    return () => {
      carried.current = { text: element.value, focus: document.activeElement === element };
      standInRef.current = null;
    };
  }, []);

  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(want, { timeout: 2_000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(want, 200);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // A failed load (an old tab after an update) leaves the stand-in; the next focus tries again.
    loadBox().then(
      (loaded) => live && setBox(() => loaded),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing =
        target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
        event.preventDefault();
        const input = inputRef.current ?? standInRef.current;
        input?.focus();
        input?.select();
        setWanted(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const placeholder = phone ? t('shell.searchPlaceholderShort') : t('shell.searchPlaceholder');
  const standIn = (
    <TextField
      ref={attachStandIn}
      id="menu-search"
      name="menu"
      role="combobox"
      aria-expanded={false}
      aria-labelledby="menu-search-label"
      autoComplete="off"
      placeholder={placeholder}
      startAdornment={<Icon name="bx-search" />}
      endAdornment={<Icon name="bx-chevron-down" />}
      onFocus={() => setWanted(true)}
      data-testid="menu-search"
    />
  );

  return (
    <S.SearchSlot>
      <S.VisuallyHidden id="menu-search-label">{t('shell.searchLabel')}</S.VisuallyHidden>
      {Box ? <Box inputRef={inputRef} placeholder={placeholder} carried={carried} /> : standIn}
    </S.SearchSlot>
  );
}
