import { IntegrationTokenInput, IntegrationTokenListRequest } from '@pawon/api-client/constraints';
import idTexts from '../../i18n/catalogues/id/integrationTokens.json';
import { formatDateTime } from '../../lib/format';
import { useAtom } from 'jotai';
import { LazyShownOnceDialog } from '../../lib/shownOnce/lazyShownOnce';
import { appStore } from '../../lib/store';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource } from '../../lib/resource/defineResource';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import { tokenApi, toInput, type IntegrationToken, type TokenFormValues } from './api';
import { expires, lastUsed, prefixText, ranges, ScopesSummary, stateBadge } from './columns';
import { issuedTokenAtom } from './issued';
import { t } from './messages';
import { RevokeButton } from './RevokeButton';

/** A server error on the n-th address range (`ipRanges.3`) or scope sits on the field that holds them all. */
const renameErrors = Object.fromEntries(
  Array.from({ length: 200 }, (_, i) => [
    [`ipRanges.${i}`, 'ipRanges'],
    [`scopes.${i}.menuId`, 'scopes'],
  ]).flat(),
);

/**
 * Integration tokens (issue 41, decision 062): named bearer tokens for other systems. Made once (the token is shown
 * in its own dialog, then never again), never edited, revoked rather than deleted: a revoked token stays listed.
 */
export const integrationTokens = defineResource<IntegrationToken, TokenFormValues>({
  key: 'integrationToken',
  rules: { input: IntegrationTokenInput, query: IntegrationTokenListRequest },
  text: catalogueText(idTexts),
  // The state next to the name: a revoked or expired token is seen without scrolling on a laptop.
  columns: [
    { id: 'name', truncate: false },
    { id: 'state', cell: stateBadge, nowrap: true, sortable: false },
    { id: 'prefix', cell: prefixText, truncate: false, nowrap: true, sortable: false },
    { id: 'scopes', cell: (token) => <ScopesSummary token={token} />, sortable: false },
    { id: 'lastUsedAt', cell: lastUsed, nowrap: true },
    { id: 'expiresOn', cell: expires, nowrap: true, sortable: false },
    { id: 'ipRanges', cell: ranges, sortable: false },
    { id: 'createdBy', value: (token) => token.createdBy?.name ?? '–', truncate: false, sortable: false },
    { id: 'createdAt', cell: (token) => formatDateTime(token.createdAt, { month: 'short' }), nowrap: true },
  ],
  defaultSort: { sortBy: 'createdAt', sortDir: 'desc' },
  describe: (token) => token.name,
  extra: {
    historyEntity: 'integrationToken',
    // Its own chunk, with react-hook-form and the rights table: the list shows without them.
    FormBody: lazyFormBody(() => import('./TokenFormBody').then((module) => module.TokenFormBody)),
    formSize: 'lg',
    toFormValues: () => ({ name: '', expiresOn: null, ipRanges: '', scopes: {} }),
    renameErrors,
    // The answer holds the token this once: its dialog shows it when the form has closed.
    create: async (values) => {
      const { datas, token } = await tokenApi.add(toInput(values));
      appStore.set(issuedTokenAtom, { name: datas.name, token });
      return datas;
    },
    // Revoked, never deleted (the audit log keeps naming it): the row's own "Cabut" instead of the kit's delete.
    remove: undefined,
    rowActions: ({ record }) => <RevokeButton token={record} list={integrationTokens.descriptor.list} />,
  },
});

/** The list, and the one-time dialog of a token just made (its own chunk: only a new token opens it). */
export default function IntegrationTokensScreen() {
  const [issued, setIssued] = useAtom(issuedTokenAtom);
  return (
    <>
      <integrationTokens.Screen />
      <LazyShownOnceDialog
        value={issued?.token ?? null}
        onForget={() => setIssued(null)}
        testId="issued-token"
        text={{
          title: t('integrationTokens.issued.title', { name: issued?.name ?? '' }),
          description: t('integrationTokens.issued.text'),
          label: t('integrationTokens.issued.label'),
          copy: t('integrationTokens.issued.copy'),
          copied: t('integrationTokens.issued.copied'),
          copyFailed: t('integrationTokens.issued.copyFailed'),
          done: t('integrationTokens.issued.done'),
        }}
        usage={t('integrationTokens.issued.usage')}
      />
    </>
  );
}
