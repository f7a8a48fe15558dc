/** Bank statement import (issue 38, "Impor mutasi bank"): read and match a statement, then record the chosen lines. */
import { invalid } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { IMPORT_LIMITS, readSheet, SheetError, sheetAnswer } from '../platform/sheetReader.js';
import { stockContext } from '../stock/materials.routes.js';
import { confirmLines, previewStatement } from './bankImport.js';

export const bankImportHandlers: HandlerGroup<'paymentImportPreview' | 'paymentImportConfirm'> = {
  paymentImportPreview: async ({ db, body, uploads, caller, config, req }) => {
    const upload = uploads.file;
    if (!upload || upload.data.length === 0) throw invalid('file', 'import.noFile');
    let sheet;
    try {
      // Every row, the first included: a statement's header row comes after the account's details.
      sheet = await readSheet(upload.data, IMPORT_LIMITS.maxRows, { grid: true });
    } catch (err) {
      if (!(err instanceof SheetError)) throw err;
      if (err.cause) req.log.warn({ err: err.cause }, 'bank statement not read');
      throw sheetAnswer(err);
    }
    return previewStatement(db, sheet, body.mapping, stockContext(caller, config).today);
  },
  paymentImportConfirm: async ({ tx, caller, body, config }) => {
    const ctx = stockContext(caller, config);
    const result = await tx((t) => confirmLines(t, ctx, body));
    return {
      message: text('done.payment.imported', { recorded: result.recorded, duplicates: result.duplicates }),
      ...result,
    };
  },
};
