import { callOperation, type Schemas } from '@pawon/api-client';
import { useState } from 'react';
import { Alert, Button } from '@pawon/ui';
import { api } from '../../lib/client';
import { FileImportDialog } from '../../lib/resource/FileImportDialog';
import idTexts from '../../i18n/catalogues/id/stockLocations.json';
import { catalogueArea } from '../../i18n/area';
import * as S from './readingImport.styles';

const tr = catalogueArea(idTexts);

type Location = Schemas['StockLocation'];
type Row = Schemas['TemperatureImportRow'];
type Answer = Schemas['TemperatureImportResponse'];

/**
 * The columns of a logger file (their names are the file's, in both languages), a few lines of one in the language's
 * own notation (Indonesian Excel writes `;` and a decimal comma), and what the import does with its rows.
 */
function Intro({ location }: { location: Location }) {
  return (
    <>
      <p>{tr('stockLocations.import.intro')}</p>
      <S.Columns aria-label={tr('stockLocations.import.columnsLabel')}>
        <li>{tr('stockLocations.import.columns.time')}</li>
        <li>{tr('stockLocations.import.columns.temperature')}</li>
        <li>{tr('stockLocations.import.columns.location', { name: location.name })}</li>
      </S.Columns>
      <S.Example aria-label={tr('stockLocations.import.example')}>
        {tr('stockLocations.import.exampleFile')}
      </S.Example>
      <p>{tr('stockLocations.import.rules')}</p>
    </>
  );
}

/**
 * "Impor dari logger": a logger's readings from a CSV or XLSX into this location (rows without a location column) or
 * the locations the file names, checked first: each row new, already recorded or refused, and the holds the new
 * readings would open. `onImported` refreshes the readings and the hold.
 */
export function ReadingImport({ location, onImported }: { location: Location; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" icon="bx-import" onClick={() => setOpen(true)}>
        {tr('stockLocations.import.button')}
      </Button>
      {open && (
        <FileImportDialog<Row, Answer>
          testId={`reading-${location.id}`}
          title={tr('stockLocations.import.title', { name: location.name })}
          intro={<Intro location={location} />}
          open
          onClose={() => setOpen(false)}
          importFile={(file, dryRun) =>
            callOperation(api, 'stockLocationImportReadings', {
              body: { file, dryRun, locationId: location.id },
            })
          }
          summary={(answer) =>
            tr('stockLocations.import.checked', {
              added: answer.added,
              duplicates: answer.duplicates,
              failed: answer.failed,
            })
          }
          notice={(answer) =>
            answer.failed > 0 ? null : answer.added === 0 ? (
              <Alert tone="info">{tr('stockLocations.import.nothingNew')}</Alert>
            ) : answer.holds > 0 ? (
              <Alert tone="warning">{tr('stockLocations.import.holds', { holds: answer.holds })}</Alert>
            ) : null
          }
          actions={{
            add: { label: tr('stockLocations.import.actions.add'), tone: 'success' },
            duplicate: { label: tr('stockLocations.import.actions.duplicate'), tone: 'neutral' },
            error: { label: tr('stockLocations.import.actions.error'), tone: 'error' },
          }}
          labelOf={(name) =>
            name === 'time' || name === 'temperature' || name === 'location'
              ? tr(`stockLocations.import.labels.${name}`)
              : name
          }
          importable={(answer) => answer.failed === 0 && answer.added > 0}
          applyLabel={(answer) => tr('stockLocations.import.apply', { n: answer.added })}
          importedTone={(answer) => (answer.holds > 0 ? 'error' : 'success')}
          onImported={onImported}
        />
      )}
    </>
  );
}
