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
import { useLookup } from '../lookups';
import { messages } from '../messages';
import { invalidateResource } from '../query/queryClient';
import { SESSION_RESOURCE, sessionApi, sessionsOf, type Session } from './api';
import { sessionMessages as m } from './messages';
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
      header: m.columns.device,
      cell: ({ row }) => (
        <S.Device>
          <Icon name={KIND_ICON[row.original.device.kind]} label={m.kind(row.original.device.kind)} />
          <span>
            <S.DeviceName>{deviceName(row.original)}</S.DeviceName>
            {row.original.current ? (
              <StatusBadge tone="success" dot>
                {m.current}
              </StatusBadge>
            ) : null}
          </span>
        </S.Device>
      ),
    },
    { id: 'ip', header: m.columns.ip, meta: { nowrap: true }, cell: ({ row }) => row.original.ip ?? '–' },
    {
      id: 'createdAt',
      header: m.columns.createdAt,
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.createdAt, { month: 'short' }),
    },
    {
      id: 'lastSeenAt',
      header: m.columns.lastSeenAt,
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
  const { data, error, loading, retry } = useLookup(sessionsOf(userId));
  const [target, setTarget] = useState<Session | null>(null);
  const cols = useMemo(columns, []);
  const own = userId === null;
  const others = (data ?? []).filter((s) => !s.current);

  const refresh = () => invalidateResource(store, SESSION_RESOURCE);
  const end = async (session: Session) => {
    await sessionApi.end(session.id);
    notify({ status: 'success', title: messages.saved, text: m.ended(deviceName(session)) });
    await refresh();
  };
  const endOthers = async () => {
    const count = await sessionApi.endOthers(userId);
    notify({ status: 'success', title: messages.saved, text: m.endedMany(count) });
    await refresh();
  };

  return (
    <S.Panel>
      <S.Intro>
        <S.Muted>{own ? m.description : m.userDescription(user!.name)}</S.Muted>
        <S.Muted>{m.idleNote}</S.Muted>
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
              {own ? m.endOthers : m.endAll}
            </Button>
          }
          title={own ? m.endOthersTitle : m.endAllTitle(user!.name)}
          message={own ? m.endOthersText : m.endAllText(user!.name)}
          confirmLabel={own ? m.endOthers : m.endAll}
          icon="bx-log-out"
          onConfirm={endOthers}
        />
      </S.Actions>
      <DataTable
        caption={m.title}
        columns={cols}
        data={data ?? []}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? errorMessage(error) : undefined}
        onRetry={retry}
        virtualize={false}
        empty={<EmptyState icon="bx-devices" title={m.empty} text={m.emptyText} />}
        rowActions={(row) =>
          row.current ? null : (
            <Button
              size="sm"
              variant="outline"
              icon="bx-log-out"
              aria-label={m.endLabel(deviceName(row))}
              onClick={() => setTarget(row)}
            >
              {m.end}
            </Button>
          )
        }
      />
      {own && data && others.length === 0 && data.length > 0 ? <S.Muted>{m.onlyThis}</S.Muted> : null}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={({ open }) => !open && setTarget(null)}
        title={m.endTitle}
        message={target ? m.endText(deviceName(target)) : ''}
        confirmLabel={m.end}
        icon="bx-log-out"
        onConfirm={() => (target ? end(target) : undefined)}
      />
    </S.Panel>
  );
}
