import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog } from '@pawon/ui';
import { issuedTokenAtom } from './issued';
import { t } from './messages';
import * as S from './integrationTokens.styles';

/**
 * The token just made, shown this once with a copy button: closing forgets it (only its hash is on the server).
 * A click outside does not close it (the token would be lost to a stray click): "Sudah saya simpan", × or Esc.
 */
export function IssuedTokenDialog(_: { open: boolean }) {
  const [issued, setIssued] = useAtom(issuedTokenAtom);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Leaving the screen forgets the token too: it is never shown again, not even on coming back.
  useEffect(() => () => setIssued(null), [setIssued]);
  const close = () => {
    setIssued(null);
    setCopy('idle');
  };
  const copyToken = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.token);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  if (!issued) return null;
  return (
    <Dialog open onOpenChange={({ open }) => !open && close()} size="md" closeOnOutsideClick={false}>
      <Dialog.Header description={t('integrationTokens.issued.text')}>
        {t('integrationTokens.issued.title', { name: issued.name })}
      </Dialog.Header>
      <Dialog.Body>
        <S.Issued>
          <S.TokenText aria-label={t('integrationTokens.issued.label')} data-testid="issued-token">
            {issued.token}
          </S.TokenText>
          <S.Hint>{t('integrationTokens.issued.usage')}</S.Hint>
          <div role="status">
            {copy === 'copied' ? <Alert tone="success">{t('integrationTokens.issued.copied')}</Alert> : null}
            {copy === 'failed' ? (
              <Alert tone="warning">{t('integrationTokens.issued.copyFailed')}</Alert>
            ) : null}
          </div>
        </S.Issued>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" icon="bx-copy" onClick={() => void copyToken()}>
          {t('integrationTokens.issued.copy')}
        </Button>
        <Button onClick={close}>{t('integrationTokens.issued.done')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
