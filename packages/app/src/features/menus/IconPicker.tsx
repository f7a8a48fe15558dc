import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button, Icon, IconButton, loadIconNames, TextField } from '@pawon/ui';
import { t } from './messages';
import * as S from './menus.styles';

const LIMIT = 60;

export interface IconPickerProps {
  id: string;
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
}

/** Picks a Boxicons name: type to filter the ~1,600 icons, click one to choose it. */
export function IconPicker({ id, value, onChange, error }: IconPickerProps) {
  const [search, setSearch] = useState('');
  // The list of ~1,600 names is its own chunk, loaded when the picker first opens.
  const [iconNames, setIconNames] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    void loadIconNames().then((names) => live && setIconNames(names));
    return () => {
      live = false;
    };
  }, []);
  const needle = useDeferredValue(
    search
      .trim()
      .toLowerCase()
      .replace(/^bx[sl]?-/, ''),
  );
  const matches = useMemo(
    () =>
      needle
        ? iconNames.filter((name) => name.replace(/^bx[sl]?-/, '').includes(needle))
        : iconNames.filter((n) => n.startsWith('bx-')),
    [needle, iconNames],
  );
  const shown = matches.slice(0, LIMIT);
  // Keep the chosen icon visible even when the search does not match it.
  if (value && !shown.includes(value)) shown.unshift(value);

  return (
    <S.IconPickerRoot>
      <TextField
        id={`${id}-search`}
        name="iconSearch"
        type="search"
        label={t('menus.fields.icon')}
        placeholder={t('menus.fields.iconSearchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        startAdornment={<Icon name="bx-search" />}
        error={error}
        aria-controls={`${id}-grid`}
      />
      <S.IconStatus aria-live="polite">
        {value ? <Icon name={value} size="1.5rem" /> : null}
        <span>{value ? t('menus.fields.iconChosen', { name: value }) : t('menus.fields.iconNone')}</span>
        {value ? (
          <Button variant="text" size="sm" type="button" onClick={() => onChange('')}>
            {t('menus.fields.iconNone')}
          </Button>
        ) : null}
      </S.IconStatus>
      <S.IconGrid id={`${id}-grid`} role="group" aria-label={t('menus.fields.icon')}>
        {shown.map((name) => (
          <IconButton
            key={name}
            type="button"
            icon={name}
            label={name}
            variant={name === value ? 'primary' : 'text'}
            aria-pressed={name === value}
            onClick={() => onChange(name)}
          />
        ))}
      </S.IconGrid>
      <S.IconStatus>
        {matches.length === 0
          ? t('menus.fields.iconEmpty')
          : matches.length > LIMIT
            ? t('menus.fields.iconMore', { n: matches.length - LIMIT })
            : null}
      </S.IconStatus>
    </S.IconPickerRoot>
  );
}
