import { Button, CenteredPanel, ErrorState } from '@pawon/ui';

/** Shown when a screen fails to load or throws (e.g. an old tab after an update lost its chunks). */
export function RouteError() {
  return (
    <CenteredPanel>
      <ErrorState
        title="Terjadi kesalahan"
        text="Halaman tidak dapat ditampilkan. Muat ulang halaman untuk mencoba lagi."
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            Muat ulang
          </Button>
        }
      />
    </CenteredPanel>
  );
}
