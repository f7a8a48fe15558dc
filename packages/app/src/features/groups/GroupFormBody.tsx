import { useQuery } from '@tanstack/react-query';
import { t as tRoot } from '../../lib/rootMessages';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, ErrorState, FormLayout, Icon, TextField } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';

import { FieldRenderer } from '../../lib/resource/FieldRenderer';
import type { ResourceField } from '../../lib/resource/types';
import { MenuRightsTable } from '../../lib/menuRights/MenuRightsTable';
import { menuLookup, userLookup, type Group, type GroupFormValues, type UserRef } from './api';
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
              <MenuRightsTable
                menus={menus.data ?? null}
                grants={field.value}
                onChange={field.onChange}
                caption={t('groups.fields.menus')}
              />
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
