import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { IconButton } from '@pawon/ui';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { lazyDialog } from '../../lib/lazyDialog';
import { t as tCommon } from '../../lib/messages';
import { written, type ListSource } from '../../lib/query/lists';
import { reasonUnless } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import type { IntegrationToken } from './api';
import { tokenApi } from './api';
import { t } from './messages';
import * as S from '../../lib/resource/resource.styles';

// The delete flow's confirmation chunk (lib/resource/DeleteConfirm), fetched when the list is idle.
const ConfirmDialog = lazyDialog(() =>
  import('../../lib/resource/DeleteConfirm').then((module) => module.DeleteConfirm),
);

/** Row action: revokes a token after asking, naming it; the row stays, marked "Dicabut". */
export function RevokeButton({
  token,
  list,
}: {
  token: IntegrationToken;
  list: ListSource<IntegrationToken>;
}) {
  const [open, setOpen] = useState(false);
  const notify = useSetAtom(notifyAtom);
  const store = useStore();
  // Revoking is the delete right on Token Integrasi (as on the server); without it the button says so.
  const rightReason = reasonUnless(
    useRights(resourceMenus.integrationToken).delete,
    'delete',
    t('integrationTokens.title'),
  );
  const inactive = token.state !== 'active' ? t('integrationTokens.revoke.already') : undefined;

  const confirm = async () => {
    try {
      await tokenApi.revoke(token.id);
    } catch (error) {
      // Said in the dialog, which stays open.
      throw new Error(errorMessage(error));
    }
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
    <>
      <IconButton
        icon="bx-block"
        label={t('integrationTokens.revoke.action', { name: token.name })}
        disabledReason={rightReason ?? inactive}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={({ open: next }) => setOpen(next)}
        title={t('integrationTokens.revoke.title')}
        message={
          <S.ConfirmText>
            <span>{t('integrationTokens.revoke.text', { name: token.name, prefix: token.prefix })}</span>
          </S.ConfirmText>
        }
        confirmLabel={t('integrationTokens.revoke.confirm')}
        cancelLabel={tCommon('common.cancel')}
        tone="danger"
        onConfirm={confirm}
      />
    </>
  );
}
