import { operationRoutes, type OperationId } from '@pawon/api-client';
import { api } from './client';
import { t } from './rootMessages';
import { atomWithLocalStorage } from './storage';

/** What separates a CSV file's cells: `;` for Excel under Indonesian regional settings, `,` elsewhere. */
export type CsvSeparator = ',' | ';';

/**
 * The user's CSV separator, chosen in an export control and remembered in this browser. `;` by default: Excel with
 * Indonesian regional settings opens a `,` file in one column (issue 16).
 */
export const csvSeparatorAtom = atomWithLocalStorage<CsvSeparator>('pawonCsvSeparator', ';');

/** A file answered by the API (an export, an import template). */
export interface ApiFile {
  blob: Blob;
  /** The name from `Content-Disposition`, else `fallback`. */
  name: string;
}

/** The file name of a `Content-Disposition` header (`attachment; filename="x.csv"`), if it has one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

/**
 * Calls an operation that answers a file (export, template) and returns it whole, with its name. Errors come
 * back as the client's ApiError like every other call (a JSON error body, not a file).
 */
export async function fetchFile(
  id: OperationId,
  input: { body?: object; query?: Record<string, string>; path?: Record<string, string> },
  fallback: string,
): Promise<ApiFile> {
  const op = operationRoutes[id];
  const init: Record<string, unknown> = { parseAs: 'blob' };
  if (input.body) init.body = input.body;
  if (input.query || input.path)
    init.params = {
      ...(input.query ? { query: input.query } : {}),
      ...(input.path ? { path: input.path } : {}),
    };
  const result = (await api.request(op.method as never, op.path as never, init as never)) as {
    data?: Blob;
    response: Response;
  };
  if (!result.data) throw new Error(t('root.emptyAnswer'));
  return {
    blob: result.data,
    name: fileNameOf(result.response.headers.get('Content-Disposition')) ?? fallback,
  };
}

/** Hands a file to the browser as a download. */
export function saveFile(file: ApiFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name a stored file is served by: the last part of the URL the API answered (`…/halal/file/<name>`). */
export const storedFileName = (url: string): string => url.split('?')[0]!.split('/').pop() ?? '';

/**
 * Reads a file the API keeps with a record and serves by name behind the session (a halal certificate's
 * `halalFile`: operation `bahanBakuHalalFile`), through the client: a plain link would go without the token and be
 * answered 401.
 */
export function fetchStoredFile(operation: OperationId, url: string): Promise<ApiFile> {
  const name = storedFileName(url);
  return fetchFile(operation, { path: { name } }, name);
}

/**
 * Shows a file read from the API in a new tab (a PDF in the browser's viewer, an image), or hands it over as a
 * download when the browser will not open a tab.
 */
export function openFile(file: ApiFile): void {
  const url = URL.createObjectURL(file.blob);
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else saveFile(file);
  // The tab has read it by then; a download has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
