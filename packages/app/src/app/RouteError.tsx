import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ErrorState } from '@pawon/ui';
import * as S from './layouts/BlankLayout.styles';

/** Shown when a screen fails to load or throws (e.g. an old tab after an update lost its chunks). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Halaman tidak dapat ditampilkan. Muat ulang halaman untuk mencoba lagi.';
  return (
    <S.Page>
      <S.Panel>
        <ErrorState
          title="Terjadi kesalahan"
          text={text}
          action={
            <Button variant="primary" onClick={() => window.location.reload()}>
              Muat ulang
            </Button>
          }
        />
      </S.Panel>
    </S.Page>
  );
}
