import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { errorKeys } from '@pawon/api-client/errorKeys';
import errors from '@pawon/api-client/errors/id.json' with { type: 'json' };
import own from '../texts/id.json' with { type: 'json' };
import ownEn from '../texts/en.json' with { type: 'json' };

/**
 * The server's Indonesian texts (decision record 045): the error catalogue the app shows errors from (the contract's
 * package, `@pawon/api-client/errors/id.json`), and the server's own (`src/texts/id.json`: the notes of a success,
 * the headers of an export file, the command line's and start-up's words). A refusal is its code and parameters, and
 * its `message` (kept in the body for clients that read only text, and for the logs) is that catalogue's text for
 * them, never a sentence written here. ICU messages (`{available, number}` in Indonesian notation,
 * `{kind, select, …}`), compiled once when this module loads.
 */
const id = { ...errors, ...own };
export type TextKey = keyof typeof id;
export type TextParams = Record<string, string | number | null | undefined>;

/** The variants (`rule`s) a code has in the catalogue: `RuleOf<'right.denied'>` is `'trace.fromOrder' | …`. */
export type RuleOf<Code extends string> = TextKey extends infer K
  ? K extends `error.${Code}.${infer Rule}`
    ? Rule
    : never
  : never;

const compiled = (messages: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
// The server speaks Indonesian; English only for the start-up's and command line's words to the operator, which
// are printed in both languages (its own catalogue's `en.json`).
const i18n = setupI18n({ locale: 'id', messages: { id: compiled(id) } });
// Every message is compiled above; one given as a string is plain text, one token (Lingui would warn otherwise).
const plainText = (text: string): CompiledMessage => [text];
i18n.setMessagesCompiler(plainText);
const english = setupI18n({ locale: 'en', messages: { en: compiled(ownEn) } });
english.setMessagesCompiler(plainText);

const has = (key: string): key is TextKey => Object.prototype.hasOwnProperty.call(id, key);

/** The Indonesian text of a catalogue key with its parameters. */
export function text(key: TextKey, params: TextParams = {}): string {
  return i18n._(key, params);
}

/** A word of the export files (`sheet.date` → "Tanggal"): a column's heading, a title, a state. */
export type SheetKey = TextKey extends infer K ? (K extends `sheet.${infer Word}` ? Word : never) : never;
export const sheet = (word: SheetKey): string => text(`sheet.${word}` as TextKey);

/** A message of the server's own catalogue to the operator: the Indonesian line, then the English one. */
export function bilingual(key: keyof typeof ownEn, params: TextParams = {}): string {
  return `${i18n._(key, params)}\n${english._(key, params)}`;
}

/**
 * The Indonesian message of a coded error (on a field: the field's), from the first of its keys the catalogue holds
 * (errorKeys, as the app picks). A `rule` the catalogue does not have is a mistake of the code that names it.
 */
export function errorText(code: string, params: TextParams = {}, onField = false): string {
  const keys = errorKeys(code, params as Record<string, string | number | null>, onField);
  const rule = params['rule'];
  if (typeof rule === 'string' && !has(`error.${code}.${rule}`) && !has(`error.field.${code}.${rule}`))
    throw new Error(`no text for ${code} rule ${rule}`);
  const key = keys.find(has);
  if (!key) throw new Error(`no text for ${code}`);
  return text(key, params);
}
