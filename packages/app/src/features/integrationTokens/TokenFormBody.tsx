import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormLayout } from '@pawon/ui';
import { normalisePath, type MenuHeader } from '../../lib/menus';
import type { MenuGrant, Right } from '../../lib/menuRights/grants';
import { MenuRightsTable, type RightsMenu } from '../../lib/menuRights/MenuRightsTable';
import { FieldRenderer } from '../../lib/resource/FieldRenderer';
import type { ResourceField } from '../../lib/resource/types';
import { rightsByUrlAtom, type Rights } from '../../lib/rights';
import { userMenusAtom } from '../../lib/session';
import { splitRanges, type IntegrationToken, type TokenFormValues } from './api';
import { t } from './messages';
import * as S from './integrationTokens.styles';

/** Ranges a token takes, and the longest one (the contract's `IpRange`). */
const MAX_RANGES = 50;
const MAX_RANGE_LENGTH = 50;

/** The form's plain fields, their labels read in the current language. */
const fieldsOf = (): ResourceField<TokenFormValues>[] => [
  {
    name: 'name',
    label: t('integrationTokens.labels.name'),
    hint: t('integrationTokens.hints.name'),
    kind: 'text',
    required: true,
    maxLength: 80,
    autoComplete: 'off',
  },
  {
    name: 'expiresOn',
    label: t('integrationTokens.labels.expiresOn'),
    hint: t('integrationTokens.hints.expiresOn'),
    kind: 'date',
  },
  {
    name: 'ipRanges',
    label: t('integrationTokens.labels.ipRanges'),
    hint: t('integrationTokens.hints.ipRanges'),
    placeholder: t('integrationTokens.placeholders.ipRanges'),
    kind: 'textarea',
    autoComplete: 'off',
    validate: (value) => {
      const ranges = splitRanges(String(value ?? ''));
      if (ranges.length > MAX_RANGES) return t('integrationTokens.ipRangesTooMany');
      const long = ranges.find((range) => range.length > MAX_RANGE_LENGTH);
      return long ? t('integrationTokens.ipRangeTooLong', { value: long.slice(0, 20) }) : true;
    },
  },
];

/** The signed-in user's menu tree (the sidebar's), flat in tree order, as rows of the rights table. */
export function ownMenus(tree: readonly MenuHeader[]): RightsMenu[] {
  const rows: RightsMenu[] = [];
  for (const header of tree) {
    rows.push({ ...header, parentId: null, depth: 0 });
    for (const item of header.items) {
      rows.push({ ...item, level: item.level, parentId: header.id, depth: 1 });
      for (const sub of item.submenu) rows.push({ ...sub, parentId: item.id, depth: 2 });
    }
  }
  return rows;
}

/** A token's scope may only be a menu with a screen, with a right its maker holds there (decision 062). */
const holds =
  (rights: ReadonlyMap<string, Rights>) =>
  (menu: RightsMenu, right: Right): boolean =>
    Boolean(menu.url && rights.get(normalisePath(menu.url))?.[right]);

/** The add form: name, last day, address ranges, and the scopes from what the user holds. */
export function TokenFormBody({
  form,
}: {
  form: UseFormReturn<TokenFormValues>;
  record: IntegrationToken | null;
}) {
  const tree = useAtomValue(userMenusAtom);
  const rights = useAtomValue(rightsByUrlAtom);
  const menus = useMemo(() => ownMenus(tree ?? []), [tree]);
  const allows = useMemo(() => holds(rights), [rights]);
  const grantable = menus.some((menu) => allows(menu, 'view'));
  const byId = useMemo(() => new Map(menus.map((menu) => [String(menu.id), menu])), [menus]);
  // Ticking a submenu shows its parents in a group's tree; a token's scopes are only menus with a screen.
  const onlyScreens = useCallback(
    (grants: Record<string, MenuGrant>) =>
      Object.fromEntries(Object.entries(grants).filter(([id]) => byId.get(id)?.url)),
    [byId],
  );
  const error = form.formState.errors.scopes?.message;

  return (
    <FormLayout orientation="vertical">
      {fieldsOf().map((field) => (
        <FieldRenderer key={field.name} field={field} form={form} idPrefix="token" />
      ))}
      <S.Section aria-labelledby="token-scopes-title" aria-describedby="token-scopes-hint">
        <S.SectionTitle id="token-scopes-title">{t('integrationTokens.scopesTitle')}</S.SectionTitle>
        <S.Hint id="token-scopes-hint">
          {grantable ? t('integrationTokens.scopesHint') : t('integrationTokens.scopesNone')}
        </S.Hint>
        <Controller
          control={form.control}
          name="scopes"
          rules={{
            validate: (grants) =>
              Object.values(grants).some((grant) => grant.view) || t('integrationTokens.scopesRequired'),
          }}
          render={({ field }) => (
            <MenuRightsTable
              menus={tree === null ? null : menus}
              grants={field.value}
              onChange={(grants) => field.onChange(onlyScreens(grants))}
              caption={t('integrationTokens.scopesCaption')}
              allows={allows}
              testIdPrefix="scope"
            />
          )}
        />
        {typeof error === 'string' ? <S.FieldError role="alert">{error}</S.FieldError> : null}
      </S.Section>
    </FormLayout>
  );
}
