import type * as Runtime from './runtime';

/** The catalogue runtime's type (./runtime.ts). */
export type I18n = typeof Runtime;

let runtime: I18n | undefined;

/**
 * The catalogue runtime once loaded (i18n.ts `loadI18n`), else undefined. A module of its own without dynamic
 * imports, so that lib/errors (in the sign-in page's shared chunk) can read it without pulling the loader there.
 */
export const getI18n = (): I18n | undefined => runtime;

export function setI18n(loaded: I18n): void {
  runtime = loaded;
}
