import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Menu } from '@pawon/ui';
import { API_DOCS_URL, useCanReadApiDocs } from '../../lib/apiDocs';
import { userDataAtom } from '../../lib/session';
import { Avatar } from './Avatar';
import { t } from './messages';
import * as S from './UserMenu.styles';

const LogoutDialog = lazy(() => import('./LogoutDialog'));

/** Name and position, Profile, FAQ, the API reference (for integrators, in a new tab), and Logout (with confirmation). */
export function UserMenu() {
  const user = useAtomValue(userDataAtom);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const apiDocs = useCanReadApiDocs();
  if (!user) return null;
  const position = user.position?.name ?? t('shell.noPosition');

  return (
    <>
      <Menu
        trigger={
          <S.UserButton type="button" aria-label={t('shell.userMenu', { name: user.name })}>
            <Avatar name={user.name} photo={user.photo} />
            <S.UserText>
              <strong>{user.name}</strong>
              <span>{position}</span>
            </S.UserText>
          </S.UserButton>
        }
        items={[
          { group: `${user.name} · ${position}` },
          { label: t('shell.profile'), icon: 'bx-user', onSelect: () => void navigate('/profile') },
          { label: t('shell.faq'), icon: 'bx-help-circle', onSelect: () => void navigate('/FAQ') },
          ...(apiDocs
            ? [
                {
                  label: t('shell.apiDocs'),
                  icon: 'bx-code-curly' as const,
                  shortcut: '↗',
                  onSelect: () => void window.open(API_DOCS_URL, '_blank', 'noopener'),
                },
              ]
            : []),
          'separator',
          {
            label: t('shell.logout'),
            icon: 'bx-power-off',
            tone: 'danger',
            onSelect: () => setConfirming(true),
          },
        ]}
      />
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
