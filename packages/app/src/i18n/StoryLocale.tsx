import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { UiLabelsProvider } from '@pawon/ui';
import { loadI18n, useI18n, type Locale } from './i18n';

/**
 * Storybook's locale toolbar (.storybook/preview.tsx): the catalogue in the chosen language and ui's labels from it,
 * around every story, as LocaleProvider does in the app (without the user's stored choice).
 */
export function StoryLocale({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const i18n = useI18n();
  const current = i18n?.currentLocale();
  useEffect(() => {
    void loadI18n().then((loaded) => loaded.activateLocale(locale));
  }, [locale]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels are read from the catalogue of `current`
  const labels = useMemo(() => i18n?.uiLabels(), [i18n, current]);
  return (
    <UiLabelsProvider labels={labels}>
      <Fragment key={current ?? 'id'}>{children}</Fragment>
    </UiLabelsProvider>
  );
}
