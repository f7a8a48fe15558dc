import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CenteredPanel, Icon } from '@pawon/ui';
import { homePath } from '../../lib/menus';
import { allowedUrlsAtom, isSignedInAtom } from '../../lib/session';
import { useHasScreen } from '../../lib/screens';
import { notFoundMessages as m, t } from './messages';
import * as S from './notFound.styles';

/**
 * "Halaman tidak ditemukan". Signed in, it shows inside the shell (sidebar, menu search, user menu) so that
 * nobody is left without a way out; signed out, on the blank page with a way to the login.
 */
export default function NotFoundScreen() {
  const signedIn = useAtomValue(isSignedInAtom);
  const allowed = useAtomValue(allowedUrlsAtom);
  const navigate = useNavigate();
  const hasScreen = useHasScreen();
  const content = (
    <>
      <S.Illustration>
        <Icon name="bx-map-alt" size="3rem" />
      </S.Illustration>
      <S.Code>
        {m.code}
        <span>{t('notFound.title')}</span>
      </S.Code>
      <S.Text>{t('notFound.text')}</S.Text>
      <Button
        icon="bx-home"
        fullWidth
        onClick={() => void navigate(signedIn ? homePath(allowed, hasScreen) : '/login')}
      >
        {signedIn ? t('notFound.home') : t('notFound.login')}
      </Button>
    </>
  );
  if (signedIn) {
    return (
      <S.InShell>
        <Card>
          <S.Column>{content}</S.Column>
        </Card>
      </S.InShell>
    );
  }
  return <CenteredPanel>{content}</CenteredPanel>;
}
