import { Button, CenteredPanel, ErrorState } from '@pawon/ui';
import { messages } from '../lib/messages';

/** Shown when a screen fails to load or throws (e.g. an old tab after an update lost its chunks). */
export function RouteError() {
  return (
    <CenteredPanel>
      <ErrorState
        title={messages.routeError.title}
        text={messages.routeError.text}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {messages.routeError.reload}
          </Button>
        }
      />
    </CenteredPanel>
  );
}
