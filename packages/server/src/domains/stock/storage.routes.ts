/** Storage locations, temperatures and quality holds (decision 056). */
import { invalid } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { withDefaults } from '../../lib/validation.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { resourceHandlers } from '../../routes/resources.js';
import { IMPORT_LIMITS, readSheet, SheetError, sheetAnswer } from '../platform/sheetReader.js';
import {
  decideHoldItem,
  holdItemPage,
  importReadings,
  readingPage,
  recordReading,
  storageSummary,
} from './holds.js';
import { stockContext } from './materials.routes.js';
import { locationContents, moveToLocation, storageLocations } from './storage.js';

const TIME_ZONE = process.env['PAWON_TZ'] ?? 'Asia/Jakarta';
/** The resource's service; "read today" in the business time zone. */
export const stockLocations = storageLocations(TIME_ZONE);

export const storageHandlers: HandlerGroup<
  | 'stockLocationReadings'
  | 'stockLocationRecordReading'
  | 'stockLocationImportReadings'
  | 'stockLocationMove'
  | 'stockLocationContents'
  | 'stockLocationHolds'
  | 'stockLocationRelease'
  | 'stockLocationSummary'
> = {
  stockLocationReadings: async ({ db, body, config }) => {
    const location = await stockLocations.get(db, body.locationId);
    return readingPage(db, withDefaults('TemperatureReadingListRequest', body), location, config.timeZone);
  },
  stockLocationRecordReading: async ({ tx, caller, body, config }) => {
    const result = await tx((t) => recordReading(t, stockContext(caller, config), body));
    return { message: text('done.temperature.recorded', { held: result.hold ? 'yes' : 'no' }), ...result };
  },
  stockLocationImportReadings: async ({ db, body, uploads, caller, config, req }) => {
    const upload = uploads.file;
    if (!upload || upload.data.length === 0) throw invalid('file', 'import.noFile');
    let sheet;
    try {
      sheet = await readSheet(upload.data, IMPORT_LIMITS.maxRows, {
        columns: ['time', 'temperature', 'location'],
      });
    } catch (err) {
      if (!(err instanceof SheetError)) throw err;
      if (err.cause) req.log.warn({ err: err.cause }, 'temperature file not read');
      throw sheetAnswer(err);
    }
    const missing = ['time', 'temperature'].filter((c) => !sheet.headers.includes(c));
    if (missing.length) throw invalid('file', 'storage.readingColumns', { columns: missing.join(', ') });
    if (sheet.rows.length === 0) throw invalid('file', 'import.empty');
    const result = await importReadings(db, stockContext(caller, config), sheet.rows, {
      locationId: body.locationId,
      dryRun: body.dryRun ?? true,
      timeZone: config.timeZone,
    });
    const message = text(
      result.applied
        ? 'done.temperature.imported'
        : result.failed
          ? 'done.import.failed'
          : 'done.temperature.checked',
      { added: result.added, duplicates: result.duplicates, failed: result.failed, updated: 0 },
    );
    return { message, ...result };
  },
  stockLocationMove: async ({ tx, caller, body, config }) => ({
    message: text('done.storage.moved'),
    datas: await tx((t) => moveToLocation(t, stockContext(caller, config), body)),
  }),
  stockLocationContents: async ({ db, body }) => locationContents(db, body.locationId),
  stockLocationHolds: async ({ db, body }) =>
    holdItemPage(db, withDefaults('StockHoldListRequest', body ?? {})),
  stockLocationRelease: async ({ tx, caller, body, config }) => ({
    message: text('done.storage.released', { decision: body.decision }),
    datas: await tx((t) => decideHoldItem(t, stockContext(caller, config), body)),
  }),
  stockLocationSummary: async ({ db, config }) => storageSummary(db, config.timeZone),
};

export const stockLocationHandlers = resourceHandlers('stockLocation', stockLocations);
