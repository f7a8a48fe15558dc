import { useQuery } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Icon,
  StatusBadge,
  type ColumnDef,
  type IconName,
} from '@pawon/ui';
import { errorMessage } from '../errors';
import { notifyAtom } from '../feedback';
import { formatDateTime } from '../format';
import { t as tCommon } from '../messages';
import { invalidateResource, useClient } from '../query/queryClient';
import { SESSION_RESOURCE, sessionApi, sessionsOf, type Session } from './api';
import { sessionMessages as m, t } from './messages';
import * as S from './sessions.styles';

const KIND_ICON: Record<Session['device']['kind'], IconName> = {
  desktop: 'bx-desktop',
  mobile: 'bx-mobile',
  tablet: 'bx-mobile-landscape',
  other: 'bx-devices',
};

/** "Chrome 131 di Android 14 (Samsung SM-A515F)": what a person recognises a device by. */
const deviceName = (session: Session) =>
  [m.device(session.device), session.device.model ? `(${session.device.model})` : null]
    .filter(Boolean)
    .join(' ');

function columns(): ColumnDef<Session, unknown>[] {
  return [
    {
      id: 'device',
      header: t('sessions.columns.device'),
      cell: ({ row }) => (
        <S.Device>
          <Icon
            name={KIND_ICON[row.original.device.kind]}
            label={t('sessions.kind', { kind: row.original.device.kind })}
          />
          <span>
            <S.DeviceName>{deviceName(row.original)}</S.DeviceName>
            {row.original.current ? (
              <StatusBadge tone="success" dot>
                {t('sessions.current')}
              </StatusBadge>
            ) : null}
          </span>
        </S.Device>
      ),
    },
    {
      id: 'ip',
      header: t('sessions.columns.ip'),
      meta: { nowrap: true },
      cell: ({ row }) => row.original.ip ?? '–',
    },
    {
      id: 'createdAt',
      header: t('sessions.columns.createdAt'),
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.createdAt, { month: 'short' }),
    },
    {
      id: 'lastSeenAt',
      header: t('sessions.columns.lastSeenAt'),
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.lastSeenAt, { month: 'short' }),
    },
  ];
}

export interface SessionListProps {
  /** Another user's sessions (user management); the signed-in user's own when left out. @default undefined */
  user?: { id: number; name: string };
}

/**
 * A user's active sessions: device, address, when it signed in and was last used. One's own: end any other one, or
 * all others at once (this device stays). Another user's (a Super Admin in user management): end one or all.
 */
export function SessionList({ user }: SessionListProps) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const userId = user?.id ?? null;
  const { data, error, isLoadingError, isPending, refetch } = useQuery(sessionsOf(userId), useClient());
  const [target, setTarget] = useState<Session | null>(null);
  const cols = useMemo(columns, []);
  const own = userId === null;
  const others = (data ?? []).filter((s) => !s.current);

  const refresh = () => invalidateResource(store, SESSION_RESOURCE);
  const end = async (session: Session) => {
    await sessionApi.end(session.id);
    notify({
      status: 'success',
      title: tCommon('common.saved'),
      text: t('sessions.ended', { device: deviceName(session) }),
    });
    await refresh();
  };
  const endOthers = async () => {
    const count = await sessionApi.endOthers(userId);
    notify({ status: 'success', title: tCommon('common.saved'), text: t('sessions.endedMany', { count }) });
    await refresh();
  };

  return (
    <S.Panel>
      <S.Intro>
        <S.Muted>
          {own ? t('sessions.description') : t('sessions.userDescription', { name: user!.name })}
        </S.Muted>
        <S.Muted>{t('sessions.idleNote')}</S.Muted>
      </S.Intro>
      <S.Actions>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              icon="bx-log-out"
              disabled={others.length === 0}
              data-testid="sessions-end-others"
            >
              {own ? t('sessions.endOthers') : t('sessions.endAll')}
            </Button>
          }
          title={own ? t('sessions.endOthersTitle') : t('sessions.endAllTitle', { name: user!.name })}
          message={own ? t('sessions.endOthersText') : t('sessions.endAllText', { name: user!.name })}
          confirmLabel={own ? t('sessions.endOthers') : t('sessions.endAll')}
          icon="bx-log-out"
          onConfirm={endOthers}
        />
      </S.Actions>
      <DataTable
        caption={t('sessions.title')}
        columns={cols}
        data={data ?? []}
        getRowId={(row) => row.id}
        loading={isPending}
        error={isLoadingError ? errorMessage(error) : undefined}
        onRetry={() => void refetch()}
        virtualize={false}
        empty={<EmptyState icon="bx-devices" title={t('sessions.empty')} text={t('sessions.emptyText')} />}
        rowActions={(row) =>
          row.current ? null : (
            <Button
              size="sm"
              variant="outline"
              icon="bx-log-out"
              aria-label={t('sessions.endLabel', { device: deviceName(row) })}
              onClick={() => setTarget(row)}
            >
              {t('sessions.end')}
            </Button>
          )
        }
      />
      {own && data && others.length === 0 && data.length > 0 ? (
        <S.Muted>{t('sessions.onlyThis')}</S.Muted>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={({ open }) => !open && setTarget(null)}
        title={t('sessions.endTitle')}
        message={target ? t('sessions.endText', { device: deviceName(target) }) : ''}
        confirmLabel={t('sessions.end')}
        icon="bx-log-out"
        onConfirm={() => (target ? end(target) : undefined)}
      />
    </S.Panel>
  );
}
