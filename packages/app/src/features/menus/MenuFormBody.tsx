import { useQuery } from '@tanstack/react-query';
import { t as tRoot } from '../../lib/rootMessages';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormLayout, Select, TextField, type SelectOption } from '@pawon/ui';

import { FieldRenderer } from '../../lib/resource/FieldRenderer';
import { parentLookup, type Menu, type MenuFormValues, type MenuLevel } from './api';
import { IconPicker } from './IconPicker';
import { t } from './messages';
import { useClient } from '../../lib/query/queryClient';

const URL_PATTERN = /^(\/[A-Za-z0-9_-]+)+$/;
/** The levels, named in the current language. */
const levelOptions = (): SelectOption[] =>
  (['header', 'parent', 'submenu', 'action'] as const).map((level) => ({
    value: level,
    label: t(`menus.level.${level}`),
  }));

/** The parents a menu of this level may have (`getParent/{level}`), cached per level. */
function useParents(level: MenuLevel) {
  const parents = useQuery(parentLookup(level), useClient());
  return { options: parents.data ?? [], error: parents.isLoadingError, loading: parents.isPending };
}

/** Add/edit a menu: level first, then its parent among the menus allowed for that level, url, icon, order. */
export function MenuFormBody({ form, record }: { form: UseFormReturn<MenuFormValues>; record: Menu | null }) {
  const { control, register, formState, setValue } = form;
  const { errors } = formState;
  const level = useWatch({ control, name: 'level' });
  const parents = useParents(level);
  // A menu cannot be its own parent.
  const parentOptions = parents.options.filter((option) => option.value !== String(record?.id ?? ''));

  return (
    <FormLayout orientation="vertical">
      <FieldRenderer
        form={form}
        idPrefix="menu"
        field={{
          name: 'name',
          label: t('menus.fields.name'),
          kind: 'text',
          required: true,
          maxLength: 80,
          autoComplete: 'off',
        }}
      />
      <FieldRenderer
        form={form}
        idPrefix="menu"
        field={{
          name: 'nameEn',
          label: t('menus.fields.nameEn'),
          hint: t('menus.fields.nameEnHint'),
          kind: 'text',
          maxLength: 80,
          autoComplete: 'off',
        }}
      />
      <Controller
        control={control}
        name="level"
        render={({ field }) => (
          <Select
            id="menu-level"
            name="level"
            label={t('menus.fields.level')}
            hint={t('menus.fields.levelHint')}
            required
            options={levelOptions()}
            value={field.value}
            error={errors.level?.message}
            onValueChange={({ value }) => {
              field.onChange(value);
              // The old parent belongs to another level; an action has no icon.
              setValue('parentId', '');
              if (value === 'action') setValue('icon', '');
            }}
          />
        )}
      />
      {level !== 'header' ? (
        <Controller
          control={control}
          name="parentId"
          rules={{
            validate: (value, values) =>
              values.level === 'header' || Boolean(value) || t('menus.fields.parentRequired'),
          }}
          render={({ field }) => (
            <Select
              id="menu-parent"
              name="parentId"
              label={t('menus.fields.parent')}
              required
              placeholder={parents.loading ? tRoot('root.loading') : t('menus.fields.parentPlaceholder')}
              options={parentOptions}
              value={field.value}
              hint={!parents.loading && parentOptions.length === 0 ? t('menus.fields.noParents') : undefined}
              error={
                errors.parentId?.message ?? (parents.error ? t('menus.fields.parentsFailed') : undefined)
              }
              onValueChange={({ value }) => field.onChange(value)}
            />
          )}
        />
      ) : null}
      <TextField
        id="menu-url"
        label={t('menus.fields.url')}
        hint={t('menus.fields.urlHint')}
        placeholder="/items/produk"
        autoComplete="off"
        maxLength={200}
        required={level === 'submenu' || level === 'action'}
        error={errors.url?.message}
        {...register('url', {
          validate: (value, values) => {
            const url = value.trim();
            if (!url)
              return values.level === 'submenu'
                ? t('menus.fields.urlRequired')
                : values.level === 'action'
                  ? t('menus.fields.actionUrlRequired')
                  : true;
            return URL_PATTERN.test(url) || t('menus.fields.urlPattern');
          },
        })}
      />
      {level !== 'action' ? (
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <IconPicker
              id="menu-icon"
              value={field.value}
              onChange={field.onChange}
              error={errors.icon?.message}
            />
          )}
        />
      ) : null}
      <TextField
        id="menu-order"
        type="number"
        inputMode="numeric"
        label={t('menus.fields.order')}
        hint={t('menus.fields.orderHint')}
        min={0}
        max={100000}
        error={errors.sortOrder?.message}
        {...register('sortOrder', {
          validate: (value) => {
            const n = Number(value);
            return (
              value === '' || (Number.isInteger(n) && n >= 0 && n <= 100000) || t('menus.fields.orderInvalid')
            );
          },
        })}
      />
    </FormLayout>
  );
}
