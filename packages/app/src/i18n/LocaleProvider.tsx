import { useAtomValue } from 'jotai';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { UiLabelsProvider } from '@pawon/ui';
import { loadI18n, useI18n } from './i18n';
import { localeAtom } from './locale';

/**
 * Loads the catalogue runtime after the first paint, switches it to the user's language (loading that catalogue
 * first when it is not the default) and gives ui's components their words in it. Until then the screen is in
 * Indonesian (ui's defaults, the areas' Indonesian texts: area.ts). A switch of language renders the screens anew
 * (keyed by the language): the texts are read as they render, and a memoised row or column would keep the old one.
 */
export function LocaleProvider({ children }: { children?: ReactNode }) {
  const wanted = useAtomValue(localeAtom);
  const i18n = useI18n();
  const locale = i18n?.currentLocale();
  useEffect(() => {
    // A language whose catalogue cannot be loaded (offline) leaves the screen in the current one.
    loadI18n()
      .then((loaded) => loaded.activateLocale(wanted))
      .catch(() => undefined);
  }, [wanted]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels are read from the catalogue of `locale`
  const labels = useMemo(() => i18n?.uiLabels(), [i18n, locale]);
  return (
    <UiLabelsProvider labels={labels}>
      <Fragment key={locale ?? 'id'}>{children}</Fragment>
    </UiLabelsProvider>
  );
}
