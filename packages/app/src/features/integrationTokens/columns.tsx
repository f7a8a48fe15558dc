import { StatusBadge, type StatusTone } from '@pawon/ui';
import { formatDate, formatDateTime } from '../../lib/format';
import { RIGHTS } from '../../lib/menuRights/grants';
import type { IntegrationToken } from './api';
import { t } from './messages';
import * as S from './integrationTokens.styles';

/** Menus named in the list's scope cell before "+n menu lain". */
const SHOWN_SCOPES = 2;

/** One scope in words: `Data Customer (lihat, tambah)`. */
const scopeText = (scope: IntegrationToken['scopes'][number]) =>
  `${scope.name} (${RIGHTS.filter((right) => scope[right])
    .map((right) => t(`integrationTokens.right.${right}`))
    .join(', ')})`;

/** The scopes, short: the first menus with their rights, the rest counted; every one in the title. */
export function ScopesSummary({ token }: { token: IntegrationToken }) {
  const all = token.scopes.map(scopeText);
  const rest = all.length - SHOWN_SCOPES;
  return (
    <S.Scopes title={all.join('\n')}>
      {all.slice(0, SHOWN_SCOPES).join('; ')}
      {rest > 0 ? <S.Muted> {t('integrationTokens.scopeMore', { n: rest })}</S.Muted> : null}
    </S.Scopes>
  );
}

const TONES: Record<IntegrationToken['state'], StatusTone> = {
  active: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

export const stateBadge = (token: IntegrationToken) => (
  <StatusBadge tone={TONES[token.state]}>{t(`integrationTokens.state.${token.state}`)}</StatusBadge>
);

export const prefixText = (token: IntegrationToken) => <S.Prefix>{`${token.prefix}…`}</S.Prefix>;

export const lastUsed = (token: IntegrationToken) =>
  token.lastUsedAt ? formatDateTime(token.lastUsedAt, { month: 'short' }) : t('integrationTokens.never');

export const expires = (token: IntegrationToken) =>
  token.expiresOn ? formatDate(token.expiresOn, { month: 'short' }) : t('integrationTokens.noExpiry');

export const ranges = (token: IntegrationToken) =>
  token.ipRanges.length ? token.ipRanges.join(', ') : t('integrationTokens.anyAddress');
