import { useAtomValue, useSetAtom } from 'jotai';
import { IconButton } from '@pawon/ui';
import { themeModeAtom, toggleThemeAtom } from '../../lib/theme';
import { t } from '../../lib/rootMessages';

/** Light/dark switch; the choice is remembered. */
export function ThemeToggle() {
  const mode = useAtomValue(themeModeAtom);
  const toggle = useSetAtom(toggleThemeAtom);
  return (
    <IconButton
      icon={mode === 'dark' ? 'bx-sun' : 'bx-moon'}
      label={mode === 'dark' ? t('root.lightMode') : t('root.darkMode')}
      aria-pressed={mode === 'dark'}
      shape="round"
      onClick={() => toggle()}
      data-testid="theme-toggle"
    />
  );
}
