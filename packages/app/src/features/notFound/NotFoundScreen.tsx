import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, Icon } from '@pawon/ui';
import { homePath } from '../../lib/menus';
import { allowedUrlsAtom, isSignedInAtom } from '../../lib/session';
import * as L from '../../app/layouts/BlankLayout.styles';
import { notFoundMessages as m } from './messages';
import * as S from './notFound.styles';

export default function NotFoundScreen() {
  const signedIn = useAtomValue(isSignedInAtom);
  const allowed = useAtomValue(allowedUrlsAtom);
  const navigate = useNavigate();
  return (
    <L.Page>
      <L.Panel>
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
          onClick={() => void navigate(signedIn ? homePath(allowed) : '/login')}
        >
          {signedIn ? m.home : m.login}
        </Button>
      </L.Panel>
    </L.Page>
  );
}
