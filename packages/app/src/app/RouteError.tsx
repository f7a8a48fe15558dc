import { Button, CenteredPanel, ErrorState } from '@pawon/ui';
import { t } from '../lib/messages';

/** Shown when a screen fails to load or throws (e.g. an old tab after an update lost its chunks). */
export function RouteError() {
  return (
    <CenteredPanel>
      <ErrorState
        title={t('common.routeError.title')}
        text={t('common.routeError.text')}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('common.routeError.reload')}
          </Button>
        }
      />
    </CenteredPanel>
  );
}
