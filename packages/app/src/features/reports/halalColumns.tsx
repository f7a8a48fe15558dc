import { StatusBadge, type ColumnDef, type StatusTone } from '@pawon/ui';
import type { Schemas } from '@pawon/api-client';
import { formatDateShort } from '../../lib/format';
import { StoredFileButton } from '../../lib/StoredFile';
import { t } from './messages';
import * as S from './reports.styles';

export type HalalRegisterRow = Schemas['HalalRegisterRow'];
export type HalalState = Schemas['HalalState'];

export const HALAL_STATES: readonly HalalState[] = ['valid', 'expiring', 'expired', 'missing', 'notNeeded'];

const TONE: Record<HalalState, StatusTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  missing: 'error',
  notNeeded: 'neutral',
};

const issuerOf = (m: HalalRegisterRow['material']) =>
  m.halalIssuer === 'other'
    ? (m.halalIssuerName ?? '–')
    : m.halalIssuer
      ? t(`reports.halalIssuers.${m.halalIssuer}`)
      : '–';

/**
 * The register's columns: product, material, state (a badge), certificate number, issuer, valid until, reason, and
 * the certificate's file where one is kept ("Lihat", read with the session).
 */
export function halalColumns(): ColumnDef<HalalRegisterRow, unknown>[] {
  return [
    {
      id: 'product',
      header: t('reports.halalProduct'),
      enableSorting: false,
      cell: ({ row }) => (
        <S.Label>
          {row.original.product.name}
          <S.CellNote>{row.original.product.code}</S.CellNote>
        </S.Label>
      ),
      meta: { grow: true },
    },
    {
      id: 'material',
      header: t('reports.halalMaterial'),
      enableSorting: false,
      cell: ({ row }) => row.original.material.name,
    },
    {
      id: 'state',
      header: t('reports.halalState'),
      enableSorting: false,
      cell: ({ row }) => (
        <StatusBadge tone={TONE[row.original.material.state]} dot>
          {t(`reports.halalStates.${row.original.material.state}`)}
        </StatusBadge>
      ),
      meta: { nowrap: true },
    },
    {
      id: 'number',
      header: t('reports.halalNumber'),
      enableSorting: false,
      cell: ({ row }) => row.original.material.halalNumber ?? '–',
      meta: { nowrap: true },
    },
    {
      id: 'issuer',
      header: t('reports.halalIssuer'),
      enableSorting: false,
      cell: ({ row }) => issuerOf(row.original.material),
    },
    {
      id: 'expiry',
      header: t('reports.halalExpiry'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.material.halalExpiry ? formatDateShort(row.original.material.halalExpiry) : '–',
      meta: { nowrap: true },
    },
    {
      id: 'reason',
      header: t('reports.halalReason'),
      enableSorting: false,
      cell: ({ row }) => row.original.material.halalReason ?? '–',
    },
    {
      id: 'file',
      header: t('reports.halalFile'),
      enableSorting: false,
      cell: ({ row }) => {
        const { halalFile, name } = row.original.material;
        return halalFile ? (
          <StoredFileButton
            operation="bahanBakuHalalFile"
            url={halalFile}
            of={t('reports.halalFileOf', { name })}
          />
        ) : (
          '–'
        );
      },
      meta: { nowrap: true },
    },
  ];
}
