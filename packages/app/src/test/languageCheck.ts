/**
 * The check that a screen is in one language at a time (issue 36), run over every story in both languages
 * (.storybook/vitest.setup.ts) and over every screen of the sidebar in both languages (e2e/tests/oneLanguage.spec.ts).
 * It reads what a user reads (the page's text) and finds:
 *  - a word of the other language: a word of four letters or more that the catalogues use only in that language's
 *    texts (`Simpan` only in the Indonesian ones, `Save` only in the English ones), and a few short words by hand;
 *  - a catalogue key shown as text (`transactions.labels.x`: a key its language's catalogue lacks);
 *  - a number in the other language's notation: `1.234.567`, `Rp 1.234`, `12,5` or `12,5%` in English;
 *    `1,234,567`, `Rp 1,234`, `12.5` or `12.35%` in Indonesian (`1.297 kg` and `1,297 kg` are decimals in their own
 *    language and are not judged; clock times, dates, versions and addresses are left out first).
 * Names and data (products, customers, seeded menus) are not text of the app: `ALLOWED` lists the words of them the
 * catalogues happen to use in one language only.
 */

/** A catalogue as written (ICU strings) or as the build compiles it (arrays of strings and tokens). */
export type CatalogueMessages = Record<string, unknown>;
export type CheckLocale = 'id' | 'en';

export interface LanguageFinding {
  kind: 'word' | 'key' | 'number';
  /** What was found: the word, the key or the number. */
  found: string;
  /** The text around it, as the user reads it. */
  near: string;
}

/** Short words of each language a check by length would miss, and words a catalogue may not hold yet. */
const HAND_WORDS: Record<CheckLocale, string[]> = {
  id: ['dan', 'yang', 'atau', 'dari', 'untuk', 'tidak', 'belum', 'sudah', 'dengan', 'pada', 'ini', 'itu'],
  en: ['the', 'and', 'of', 'with', 'from', 'for', 'not', 'yet', 'this', 'that', 'sessions', 'ended', 'bytes'],
};

/**
 * Words that are names or data in either language, not the app's text: the catalogues use them in one language's
 * examples or names only (product, place and brand names, seeded menus and groups, units and codes).
 */
export const ALLOWED = new Set(
  [
    // Money, units, codes, brands.
    'rp',
    'rupiah',
    'idr',
    'kg',
    'pcs',
    'gram',
    'liter',
    // A product's unit (the contract's enum), not a word of the text since the glossary chose "paket".
    'pack',
    'qris',
    'pawon',
    'whatsapp',
    'excel',
    'csv',
    'xlsx',
    'pdf',
    'wib',
    'sku',
    'url',
    'email',
    'admin',
    'owner',
    'staff',
    'super',
  ].map((word) => word.toLowerCase()),
);

const LETTERS = /\p{L}+/gu;

/** Every string inside a message: an ICU string as written, or the build's compiled tokens. */
function strings(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (Array.isArray(message)) return message.flatMap(strings);
  if (message && typeof message === 'object') return Object.values(message).flatMap(strings);
  return [];
}

/** The words of a catalogue's texts, lower case, without the ICU arguments' names and keywords. */
function wordsOf(catalogue: CatalogueMessages): Set<string> {
  const words = new Set<string>();
  for (const message of Object.values(catalogue))
    for (const text of strings(message))
      // `{name}`, `{count, plural,` and `one {`: an argument's name or a form's keyword is not text.
      for (const word of text
        .replace(/\{\s*\w+\s*(,\s*\w+\s*)?[,}]/g, ' ')
        .replace(/\b(one|other|zero|few|many|two)\s*\{/g, ' ')
        .match(LETTERS) ?? [])
        words.add(word.toLowerCase());
  return words;
}

/**
 * The words that tell each language from the other: those the catalogues use in one language's texts only, four
 * letters or more, and the hand list.
 */
export function languageWords(catalogues: Record<CheckLocale, CatalogueMessages>) {
  const id = wordsOf(catalogues.id);
  const en = wordsOf(catalogues.en);
  const only = (mine: Set<string>, theirs: Set<string>, hand: string[]) =>
    new Set(
      [...[...mine].filter((word) => word.length >= 4 && !theirs.has(word)), ...hand].filter(
        (word) => !ALLOWED.has(word),
      ),
    );
  return { id: only(id, en, HAND_WORDS.id), en: only(en, id, HAND_WORDS.en) };
}

/** Numbers written in a language's notation that the other language never writes so. */
const FOREIGN_NUMBERS: Record<CheckLocale, RegExp[]> = {
  // What Indonesian writes, wrong in English.
  en: [
    /\d{1,3}(?:\.\d{3}){2,}(?![\d.])/g, // 1.234.567
    /\d{1,3}(?:\.\d{3})+,\d+/g, // 1.234,5
    /Rp\s?-?\d{1,3}(?:\.\d{3})+(?![\d.,])/g, // Rp 1.234 (rupiah have no decimals)
    /(?<![\d.,])\d+,\d{1,2}(?![\d,])/g, // 12,5 and 12,35%
    /Rp\s?\d+(?:,\d)?\s?(?:jt|rb)\b/g, // Rp 1,5 jt
  ],
  // What English writes, wrong in Indonesian.
  id: [
    /\d{1,3}(?:,\d{3}){2,}(?![\d,])/g, // 1,234,567
    /\d{1,3}(?:,\d{3})+\.\d+/g, // 1,234.5
    /Rp\s?-?\d{1,3}(?:,\d{3})+(?![\d.,])/g, // Rp 1,234
    /(?<![\d.,:])\d+\.\d(?![\d.])/g, // 12.5 (a clock time has two digits after its point)
    /(?<![\d.,])\d+\.\d{1,2}%/g, // 12.35%
    /Rp\s?\d+(?:\.\d)?[KMBT]\b/g, // Rp 1.5M
  ],
};

/** What looks like a number but is not one to judge: clock times, dates, addresses, versions, phone numbers. */
const NOT_NUMBERS = [
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/g, // 192.168.1.10
  /\bv\d+\.\d+\.\d+\b/g, // v1.2.3 (1.234.567 is a number)
  /\b\d{1,2}[.:]\d{2}(?:[.:]\d{2})?\b(?!%)/g, // 10.04, 10:04:05
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, // 21/11/2026, 21.11.2026
  /\+?\d[\d -]{7,}\d/g, // 0812-0000-0001, +62 812 0000 0001
];

const around = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 30), index + length + 30)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A check of page text against the catalogues: `check(text, 'en')` answers what in `text` is not English.
 * `allowed` adds words of a page's own data.
 */
export function createLanguageCheck(
  catalogues: Record<CheckLocale, CatalogueMessages>,
  allowed: Iterable<string> = [],
) {
  const words = languageWords(catalogues);
  for (const word of allowed) {
    words.id.delete(word.toLowerCase());
    words.en.delete(word.toLowerCase());
  }
  const keys = new Set([...Object.keys(catalogues.id), ...Object.keys(catalogues.en)]);
  const areas = new Set([...keys].map((key) => key.split('.')[0]!));
  const keyLike = /\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+\b/g;

  return function check(text: string, locale: CheckLocale): LanguageFinding[] {
    const findings: LanguageFinding[] = [];
    const seen = new Set<string>();
    const add = (kind: LanguageFinding['kind'], found: string, index: number) => {
      if (seen.has(`${kind}:${found}`)) return;
      seen.add(`${kind}:${found}`);
      findings.push({ kind, found, near: around(text, index, found.length) });
    };
    const other = locale === 'id' ? words.en : words.id;
    // A path a screen shows (a menu's url: `/report/expenses`) holds no word to judge.
    const prose = text.replace(/(?<![\p{L}\d])\/[\w/-]+/gu, (found) => ' '.repeat(found.length));
    for (const match of prose.matchAll(LETTERS))
      if (other.has(match[0].toLowerCase())) add('word', match[0], match.index);
    for (const match of text.matchAll(keyLike)) {
      const area = match[0].split('.')[0]!;
      if (keys.has(match[0]) || (areas.has(area) && !/\.(csv|xlsx|pdf|json|png|jpe?g)$/i.test(match[0])))
        add('key', match[0], match.index);
    }
    // Whatever is not a number is blanked first (same length, so the context stays where it was).
    const numbers = NOT_NUMBERS.reduce(
      (rest, pattern) => rest.replace(pattern, (found) => ' '.repeat(found.length)),
      text,
    );
    for (const pattern of FOREIGN_NUMBERS[locale])
      for (const match of numbers.matchAll(pattern)) add('number', match[0], match.index);
    return findings;
  };
}

/** One line per finding, for a failure's message. */
export const describeFindings = (findings: LanguageFinding[]) =>
  findings.map((f) => `${f.kind} "${f.found}" in "…${f.near}…"`).join('\n');
