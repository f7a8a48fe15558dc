import type { VersionConflict } from '@pawon/api-client';
import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { Button, vars } from '@pawon/ui';
import { formatDateTime, formatNumber, formatRupiah } from '../format';
import { t as tCommon } from '../messages';
import { t } from '../listMessages';
import type { AppStore } from '../store';
import type { SelectOption } from '@pawon/ui';
import { searchedLabel } from './searchLabels';
import type { Difference, ResourceField } from './types';
import { queryClientOf } from '../query/queryClient';

export type { Difference };

const EMPTY = '—';

/** The option labels a field offers for these values, when they are at hand (fixed or already loaded). */
function optionsOf<V extends FieldValues>(
  field: ResourceField<V>,
  values: V,
  store: AppStore,
): readonly SelectOption[] | null {
  const source = typeof field.options === 'function' ? field.options(values) : field.options;
  if (!source) return null;
  if (Array.isArray(source)) return source as readonly SelectOption[];
  return (
    queryClientOf(store).getQueryData((source as Exclude<typeof source, readonly SelectOption[]>).queryKey) ??
    null
  );
}

/** A field's value as the user reads it: the option's label, rupiah, `Ya`/`Tidak`, or the text. */
function shown<V extends FieldValues>(
  field: ResourceField<V>,
  value: unknown,
  values: V,
  store: AppStore,
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? tCommon('common.yes') : tCommon('common.no');
  if (field.search) return searchedLabel(field.search, value) ?? String(value);
  const options = optionsOf(field, values, store);
  const labelOf = (v: unknown) => String(options?.find((o) => String(o.value) === String(v))?.label ?? v);
  if (Array.isArray(value)) return value.length ? value.map(labelOf).join(', ') : EMPTY;
  if (options) return labelOf(value);
  if (typeof value === 'number')
    return field.kind === 'money' ? formatRupiah(value) : formatNumber(value, { maximumFractionDigits: 3 });
  if (value instanceof File) return value.name;
  return String(value);
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) ||
  ((a === '' || a == null) && (b === '' || b == null));

/** The fields whose saved value (theirs) is not what the user typed (yours), each marked when the user left it as opened. */
export function differences<V extends FieldValues>(
  fields: readonly ResourceField<V>[],
  theirs: V,
  yours: V,
  store: AppStore,
  opened?: V,
): Difference[] {
  return fields
    .filter((field) => !same(theirs[field.name], yours[field.name]))
    .map((field) => ({
      name: field.name,
      label: field.label,
      theirs: shown(field, theirs[field.name], theirs, store),
      yours: shown(field, yours[field.name], yours, store),
      untouched: opened !== undefined && same(opened[field.name], yours[field.name]),
    }));
}

/**
 * What the user typed re-applied on the version now current: the fields the user changed since opening the form
 * take what was typed, every other field keeps the current version's value (another user's change is not undone).
 */
export function reapply<V extends FieldValues>(opened: V, theirs: V, yours: V): V {
  const merged = { ...theirs };
  for (const name of Object.keys(yours) as Array<keyof V>)
    if (!same(opened[name], yours[name])) merged[name] = yours[name];
  return merged;
}

export interface VersionConflictNoticeProps {
  conflict: VersionConflict;
  diffs: readonly Difference[];
  /** Save what the user typed over the current version. */
  onKeepMine: () => void;
  /** Load the current version into the form instead. */
  onTakeTheirs: () => void;
  busy?: boolean;
}

/**
 * Someone saved the record while this user was editing it: who and when, what differs between their version and
 * what was typed, and the two ways out. Nothing typed is lost until the user takes theirs.
 */
export function VersionConflictNotice({
  conflict,
  diffs,
  onKeepMine,
  onTakeTheirs,
  busy,
}: VersionConflictNoticeProps) {
  const who = conflict.changedBy ?? t('lists.conflict.someone');
  const when = conflict.changedAt ? formatDateTime(conflict.changedAt, { month: 'short' }) : null;
  // The save button is at the foot of a form the user may have scrolled: bring the notice into view and focus it,
  // so a sighted user sees why the dialog stayed open and the keyboard starts at its choices.
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView?.({ block: 'start' });
    notice.current?.focus({ preventScroll: true });
  }, [conflict]);
  return (
    <Notice ref={notice} tabIndex={-1} role="alert" aria-labelledby="version-conflict-title">
      <Title id="version-conflict-title">{t('lists.conflict.title', { who, when: when ?? 'none' })}</Title>
      {diffs.length ? (
        <Table>
          <caption>{t('lists.conflict.diffs')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lists.conflict.field')}</th>
              <th scope="col">{t('lists.conflict.theirs', { who })}</th>
              <th scope="col">{t('lists.conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {diffs.map((d) => (
              <tr key={d.name}>
                <th scope="row">{d.label}</th>
                <td>{d.theirs}</td>
                <td>{d.untouched ? <Untouched>{t('lists.conflict.untouched')}</Untouched> : d.yours}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Text>{t('lists.conflict.same')}</Text>
      )}
      <Text>{t('lists.conflict.explain', { who })}</Text>
      <Actions>
        <Button type="button" icon="bx-save" onClick={onKeepMine} loading={busy}>
          {t('lists.conflict.keepMine')}
        </Button>
        <Button type="button" variant="outline" icon="bx-revision" onClick={onTakeTheirs} disabled={busy}>
          {t('lists.conflict.takeTheirs', { who })}
        </Button>
      </Actions>
    </Notice>
  );
}

const Notice = styled.section`
  display: grid;
  gap: ${vars.space['3']};
  margin-bottom: ${vars.space['4']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningSubtle};
  color: ${vars.color.warningText};
  font-size: ${vars.fontSize.sm};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
`;

const Text = styled.p`
  margin: 0;
`;

const Untouched = styled.span`
  font-style: italic;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    padding-bottom: ${vars.space['1']};
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${vars.space['1']} ${vars.space['2']} ${vars.space['1']} 0;
  }
  /* A value may be one long code: it breaks anywhere. Headers and field names break between words only (the
     dialog body around the notice breaks anywhere), so a narrow phone never splits "Kolom" or "Paket 1". */
  th {
    overflow-wrap: normal;
  }
  td {
    overflow-wrap: anywhere;
  }
  thead th {
    font-weight: ${vars.fontWeight.semibold};
  }
  tbody th {
    font-weight: ${vars.fontWeight.medium};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  /* The outline button on the surface colour, as everywhere else: its primary text on the dark theme's warning
     background fell to a contrast of 3.85. */
  & > [data-variant='outline'] {
    --pawon-button-bg: ${vars.color.surface};
  }
`;
