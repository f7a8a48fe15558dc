import { useQuery } from '@tanstack/react-query';
import { t as tRoot } from '../../lib/rootMessages';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, DataTable, ErrorState, FormLayout, Icon, TextField, type ColumnDef } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';

import { FieldRenderer } from '../../lib/resource/FieldRenderer';
import type { ResourceField } from '../../lib/resource/types';
import {
  menuLookup,
  userLookup,
  type Group,
  type GroupFormValues,
  type Menu,
  type MenuGrant,
  type UserRef,
} from './api';
import { RIGHTS, setGrant } from './grants';
import { menuName } from '../../lib/menus';
import { t } from './messages';
import * as S from './groups.styles';
import { useClient } from '../../lib/query/queryClient';

/** The form's plain fields, their labels read in the current language. */
const fieldsOf = (): ResourceField<GroupFormValues>[] => [
  {
    name: 'name',
    label: t('groups.fields.name'),
    kind: 'text',
    required: true,
    maxLength: 80,
    autoComplete: 'off',
  },
  { name: 'description', label: t('groups.fields.description'), kind: 'textarea', maxLength: 500 },
];

/** The group form: name, description, the menu tree with a right per column, and the members. */
export function GroupFormBody({ form }: { form: UseFormReturn<GroupFormValues>; record: Group | null }) {
  const menus = useQuery(menuLookup, useClient());
  const users = useQuery(userLookup, useClient());

  return (
    <FormLayout orientation="vertical">
      {fieldsOf().map((field) => (
        <FieldRenderer key={field.name} field={field} form={form} idPrefix="group" />
      ))}
      <S.Section aria-labelledby="group-menus-title">
        <S.SectionTitle id="group-menus-title">{t('groups.fields.menus')}</S.SectionTitle>
        <S.Hint>{t('groups.fields.menusHint')}</S.Hint>
        {menus.isLoadingError ? (
          <ErrorState
            compact
            title={t('groups.menusLoadError')}
            text={errorMessage(menus.error)}
            onRetry={() => void menus.refetch()}
          />
        ) : (
          <Controller
            control={form.control}
            name="menus"
            render={({ field }) => (
              <MenuRightsTable menus={menus.data ?? null} grants={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </S.Section>
      <S.Section aria-labelledby="group-users-title">
        <S.SectionTitle id="group-users-title">{t('groups.fields.users')}</S.SectionTitle>
        {users.isLoadingError ? (
          <ErrorState
            compact
            title={t('groups.usersLoadError')}
            text={errorMessage(users.error)}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <Controller
            control={form.control}
            name="userIds"
            render={({ field }) => (
              <UserPicker users={users.data ?? null} value={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </S.Section>
    </FormLayout>
  );
}

function MenuRightsTable({
  menus,
  grants,
  onChange,
}: {
  menus: Menu[] | null;
  grants: Record<string, MenuGrant>;
  onChange: (grants: Record<string, MenuGrant>) => void;
}) {
  const columns = useMemo<ColumnDef<Menu, unknown>[]>(
    () => [
      {
        id: 'menu',
        header: t('groups.rights.menu'),
        accessorKey: 'name',
        cell: ({ row }) => (
          <S.MenuName data-depth={row.original.depth ?? 0} data-level={row.original.level}>
            {row.original.icon ? <Icon name={row.original.icon} /> : null}
            <span>{menuName(row.original)}</span>
            <S.Level>{t(`groups.level.${row.original.level}`)}</S.Level>
          </S.MenuName>
        ),
      },
      ...RIGHTS.map<ColumnDef<Menu, unknown>>((right) => ({
        id: right,
        header: t(`groups.rights.${right}`),
        meta: { align: 'center', width: '5rem', cardLabel: t(`groups.rights.${right}`) },
        cell: ({ row }) => {
          const menu = row.original;
          // Headers and groups without a url only have "view" (being shown); create/update/delete need a screen.
          // An action menu (such as Batalkan Pengiriman) is a right of its own: being granted is all it has.
          if (right !== 'view' && (!menu.url || menu.level === 'action')) return null;
          const grant = grants[String(menu.id)];
          return (
            <Checkbox
              name={`menus[${menu.id}][${right}]`}
              aria-label={t('groups.rightLabel', {
                right: t(`groups.rights.${right}`),
                menu: menuName(menu),
              })}
              checked={Boolean(grant?.[right])}
              onCheckedChange={({ checked }) =>
                onChange(setGrant(menus ?? [], grants, menu.id, right, checked))
              }
              data-testid={`grant-${menu.id}-${right}`}
            />
          );
        },
      })),
    ],
    [grants, menus, onChange],
  );
  return (
    <S.RightsTable>
      <DataTable<Menu>
        caption={t('groups.fields.menus')}
        columns={columns}
        data={menus ?? []}
        loading={menus === null}
        getRowId={(menu) => String(menu.id)}
        virtualize={false}
        maxHeight="22rem"
      />
    </S.RightsTable>
  );
}

function UserPicker({
  users,
  value,
  onChange,
}: {
  users: UserRef[] | null;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const needle = search.trim().toLowerCase();
  const shown = (users ?? []).filter(
    (u) => !needle || u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle),
  );
  return (
    <S.Picker>
      <TextField
        id="group-users-search"
        name="userSearch"
        type="search"
        label={t('groups.fields.usersSearch')}
        placeholder={t('groups.fields.usersSearchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        startAdornment={<Icon name="bx-search" />}
        hint={t('groups.fields.usersChosen', { n: chosen.size })}
      />
      <S.UserList role="group" aria-label={t('groups.fields.users')}>
        {users === null ? <S.Hint>{tRoot('root.loading')}</S.Hint> : null}
        {users !== null && shown.length === 0 ? <S.Hint>{t('groups.fields.noUsers')}</S.Hint> : null}
        {shown.map((user) => (
          <Checkbox
            key={user.id}
            id={`group-user-${user.id}`}
            name="userIds"
            value={String(user.id)}
            label={
              <S.UserLabel>
                <span>{user.name}</span>
                <S.Email title={user.email}>{user.email}</S.Email>
              </S.UserLabel>
            }
            checked={chosen.has(String(user.id))}
            onCheckedChange={({ checked }) => {
              const next = new Set(chosen);
              if (checked) next.add(String(user.id));
              else next.delete(String(user.id));
              onChange([...next]);
            }}
          />
        ))}
      </S.UserList>
    </S.Picker>
  );
}
