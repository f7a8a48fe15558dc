import { useAtom } from 'jotai';
import { RadioGroup } from '@pawon/ui';
import { LOCALES, useI18n, type Locale } from '../../i18n/i18n';
import { localeAtom } from '../../i18n/locale';
import { SectionTitle } from './profile.styles';

/** The user's language, remembered for them in this browser; the screen switches as soon as it is chosen. */
export function LanguageSwitch() {
  const [locale, setLocale] = useAtom(localeAtom);
  const i18n = useI18n();
  // The catalogue runtime loads right after the first paint; the switch appears with it.
  if (!i18n) return null;
  const { t } = i18n;
  return (
    <section aria-labelledby="profile-language">
      <SectionTitle id="profile-language">{t('shell.language')}</SectionTitle>
      <RadioGroup
        label={t('shell.language')}
        hint={t('shell.language.hint')}
        value={locale}
        orientation="horizontal"
        name="locale"
        options={LOCALES.map((value) => ({ value, label: t(`shell.language.${value}`) }))}
        onValueChange={({ value }) => setLocale(value as Locale)}
      />
    </section>
  );
}
