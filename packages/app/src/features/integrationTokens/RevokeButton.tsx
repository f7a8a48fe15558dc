import { useSetAtom, useStore } from 'jotai';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { notifyAtom } from '../../lib/feedback';
import { written, type ListSource } from '../../lib/query/lists';
import { ConfirmActionButton } from '../../lib/resource/ConfirmActionButton';
import { reasonUnless } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import type { IntegrationToken } from './api';
import { tokenApi } from './api';
import { t } from './messages';

/** Row action: revokes a token after asking, naming it; the row stays, marked "Dicabut". */
export function RevokeButton({
  token,
  list,
}: {
  token: IntegrationToken;
  list: ListSource<IntegrationToken>;
}) {
  const notify = useSetAtom(notifyAtom);
  const store = useStore();
  // Revoking is the delete right on Token Integrasi (as on the server); without it the button says so.
  const rightReason = reasonUnless(
    useRights(resourceMenus.integrationToken).delete,
    'delete',
    t('integrationTokens.title'),
  );
  const inactive = token.state !== 'active' ? t('integrationTokens.revoke.already') : undefined;

  const revoke = async () => {
    await tokenApi.revoke(token.id);
    // The answer is only the id: the row as it now is, then the server's page.
    const updated: IntegrationToken = { ...token, state: 'revoked', revokedAt: new Date().toISOString() };
    void written(store, list, { updated }, { reload: true });
    notify({
      status: 'success',
      title: t('integrationTokens.revoke.doneTitle'),
      text: t('integrationTokens.revoke.done', { name: token.name }),
    });
  };

  return (
    <ConfirmActionButton
      icon="bx-block"
      label={t('integrationTokens.revoke.action', { name: token.name })}
      disabledReason={rightReason ?? inactive}
      title={t('integrationTokens.revoke.title')}
      message={t('integrationTokens.revoke.text', { name: token.name, prefix: token.prefix })}
      confirmLabel={t('integrationTokens.revoke.confirm')}
      onConfirm={revoke}
    />
  );
}
