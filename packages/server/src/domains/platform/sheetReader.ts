/**
 * Import files (CSV or XLSX) as rows, read in a worker thread within hard limits: the main thread only hands the
 * file over and waits, so a zip bomb or a huge sheet never stalls other requests. The worker (sheetWorker.mjs)
 * checks the limits as it inflates and scans, and stops at the first one crossed; its pool caps its memory and
 * time. See docs/decisions/015-import-limits.md.
 */
import { Piscina } from 'piscina';
import { AppError, type ErrorParams } from '../../lib/errors.js';
import { errorText } from '../../lib/texts.js';

/** A file's rows as header → text (trimmed; empty cells left out), with their row numbers (the header is 1). */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** What an import file may hold. Each is checked while the file is read, not after. */
export const IMPORT_LIMITS = {
  /** Data rows, the header not counted. */
  maxRows: 10_000,
  /** Columns that hold a value. */
  maxColumns: 50,
  /** Characters in one cell: more than any field takes (the longest take 500). */
  maxCellChars: 2_000,
  /** XLSX: bytes of the parts read (workbook, styles, shared strings, first sheet), once inflated. */
  maxInflatedBytes: 20 * 1024 * 1024,
  /** XLSX: entries of the shared strings table. */
  maxSharedStrings: 200_000,
};

/** The worker's heap; a file that needs more is refused (413). The largest file within the limits needs under 64 MB. */
export const WORKER_MEMORY_MB = 128;
/** Reading a file, queue included, may take this long; the largest file within the limits takes about a second. */
export const READ_TIMEOUT_MS = 10_000;
/** Files read or waiting at once; more are refused (503) rather than held in memory. */
const MAX_IN_FLIGHT = 5;
const RETRY_AFTER_S = 5;

/**
 * Why a file was not read: its status (413, 422 or 503), its code (`import.tooLarge`, `import.unreadable`,
 * `import.busy`) with the case's `rule` and numbers, and the catalogue's sentence for them; `cause`, when set, is for
 * the server's log (a failed worker, or a file the reader did not foresee).
 */
export class SheetError extends Error {
  readonly code: 'import.busy' | 'import.tooLarge' | 'import.unreadable';
  readonly params: ErrorParams;
  constructor(
    readonly status: 413 | 422 | 503,
    rule: string | undefined,
    params: ErrorParams = {},
    readonly retryAfter?: number,
    options?: { cause?: unknown },
  ) {
    const code = status === 503 ? 'import.busy' : status === 413 ? 'import.tooLarge' : 'import.unreadable';
    const all = { ...(rule ? { rule } : {}), ...params };
    super(errorText(code, all), options);
    this.code = code;
    this.params = all;
  }
}

type WorkerAnswer =
  Sheet | { refused: { status: 413 | 422; rule: string; params: ErrorParams }; fault?: string };

let pool: Piscina | undefined;
/** Counted here: piscina's maxQueue does not count tasks that have an abort signal. */
let inFlight = 0;

/**
 * One worker at most (the machine has two cores: the other stays with the event loop), started on the first
 * import and ended after a minute idle. Its workers never keep the process alive.
 */
function sheetPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./sheetWorker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    // The worker is plain JavaScript: it needs none of the parent's loaders (tsx) or flags.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB, stackSizeMb: 4 },
  });
  return pool;
}

/** Ends the pool's workers (tests; a server's workers end with the process). */
export async function closeSheetPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

/** What a failure of the pool or the worker (not a refusal of the file) answers. */
export function failureOf(err: unknown, timeoutMs: number): SheetError {
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  if (name === 'AbortError')
    return new SheetError(503, 'timeout', { seconds: timeoutMs / 1000 }, RETRY_AFTER_S, { cause: err });
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new SheetError(413, 'memory', { limit: WORKER_MEMORY_MB }, undefined, { cause: err });
  return new SheetError(503, 'failed', {}, RETRY_AFTER_S, { cause: err });
}

/**
 * Reads the first sheet of an XLSX file or a CSV file (comma or semicolon separated, UTF-8 with or without BOM)
 * in the sheet worker. Throws SheetError: 413 past a limit, 422 for a file that cannot be read, 503 when the
 * worker is busy, timed out or failed.
 */
export async function readSheet(
  data: Buffer,
  maxRows = IMPORT_LIMITS.maxRows,
  {
    columns,
    grid,
    timeoutMs = READ_TIMEOUT_MS,
  }: {
    /** Keep only these headers' values (all headers are still answered): less to copy back from the worker. */
    columns?: string[];
    /**
     * Every row, the first included, its cells by column letter (`headers` are the letters): for a file whose header
     * row is found by its reader (a bank statement opens with the account's details).
     */
    grid?: boolean;
    timeoutMs?: number;
  } = {},
): Promise<Sheet> {
  if (inFlight >= MAX_IN_FLIGHT) throw new SheetError(503, undefined, {}, RETRY_AFTER_S);
  // The worker gets its own copy, moved rather than cloned.
  const copy = new Uint8Array(data.byteLength);
  copy.set(data);
  let answer: WorkerAnswer;
  inFlight++;
  try {
    answer = (await sheetPool().run(
      { data: copy, limits: { ...IMPORT_LIMITS, maxRows }, columns, grid },
      { transferList: [copy.buffer], signal: AbortSignal.timeout(timeoutMs) },
    )) as WorkerAnswer;
  } catch (err) {
    throw failureOf(err, timeoutMs);
  } finally {
    inFlight--;
  }
  if ('refused' in answer) {
    const { refused, fault } = answer;
    throw new SheetError(
      refused.status,
      refused.rule,
      refused.params,
      undefined,
      fault ? { cause: fault } : undefined,
    );
  }
  return answer;
}

/** A file not read, as the answer says it: on the `file` field (but when the server is busy), with its retry time. */
export function sheetAnswer(err: SheetError): AppError {
  return new AppError(err.status, err.code, {
    fields: err.status === 503 ? undefined : ['file'],
    extra: err.retryAfter ? { retryAfter: err.retryAfter } : undefined,
    params: { ...err.params, ...(err.retryAfter ? { retryAfter: err.retryAfter } : {}) },
  });
}
