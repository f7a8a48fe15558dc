import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { Progress } from '@pawon/ui';
import { notifyAtom } from '../lib/feedback';
import { messages } from '../lib/messages';
import { clearSession } from '../lib/session';
import { createSessionTimer } from '../lib/sessionTimer';
import { appStore } from '../lib/store';
import * as S from './RootView.styles';

/**
 * The one root view: shows the routed view, a thin bar while the next screen loads, and runs the 3-hour
 * session timer that every navigation restarts.
 */
export function RootView() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);

  const timer = useMemo(
    () =>
      createSessionTimer(() => {
        clearSession(appStore);
        notify({ status: 'warning', title: messages.sessionEnded, text: messages.sessionExpired });
        void navigate('/login', { replace: true });
      }),
    [navigate, notify],
  );

  useEffect(() => {
    timer.touch();
  }, [location.key, timer]);
  useEffect(() => () => timer.stop(), [timer]);

  return (
    <>
      {navigation.state !== 'idle' ? (
        <S.NavigationBar>
          <Progress label={messages.loading} thickness={3} />
        </S.NavigationBar>
      ) : null}
      <Outlet />
    </>
  );
}
