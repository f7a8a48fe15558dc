import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CenteredPanel, Icon } from '@pawon/ui';
import { homePath } from '../../lib/menus';
import { allowedUrlsAtom, isSignedInAtom } from '../../lib/session';
import { useHasScreen } from '../../lib/screens';
import { notFoundMessages as m } from './messages';
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
        <span>{m.title}</span>
      </S.Code>
      <S.Text>{m.text}</S.Text>
      <Button
        icon="bx-home"
        fullWidth
        onClick={() => void navigate(signedIn ? homePath(allowed, hasScreen) : '/login')}
      >
        {signedIn ? m.home : m.login}
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
