import { Outlet } from 'react-router-dom';
import { ThemeToggle } from './ThemeToggle';
import * as S from './BlankLayout.styles';

/** Login, register and not-found: one centred panel, no menus. */
export default function BlankLayout() {
  return (
    <>
      <S.Corner>
        <ThemeToggle />
      </S.Corner>
      <Outlet />
    </>
  );
}
