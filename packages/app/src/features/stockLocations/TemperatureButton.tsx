import { Button, Dialog, IconButton } from '@pawon/ui';
import type { Schemas } from '@pawon/api-client';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../lib/messages';
import idTexts from '../../i18n/catalogues/id/stockLocations.json';
import { catalogueArea } from '../../i18n/area';

const tr = catalogueArea(idTexts);

// The log (its readings, the reading form, the held stock and their release) is its own chunk, loaded when opened:
// the list of locations loads without it (bench/bundle).
const TemperatureLog = lazy(() =>
  import('./TemperatureLog').then((module) => ({ default: module.TemperatureLog })),
);

/** A location row's thermometer: its temperature log and held stock in a dialog. */
export function TemperatureButton({ location }: { location: Schemas['StockLocation'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="bx-thermometer"
        label={tr('stockLocations.log.button', { name: location.name })}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onOpenChange={({ open: next }) => setOpen(next)} size="lg">
        <Dialog.Header closeLabel={t('common.close')}>
          {tr('stockLocations.log.title', { name: location.name })}
        </Dialog.Header>
        <Dialog.Body>
          {open && (
            <Suspense fallback={null}>
              <TemperatureLog location={location} />
            </Suspense>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" type="button" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        </Dialog.Footer>
      </Dialog>
    </>
  );
}
