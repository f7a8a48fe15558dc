/**
 * One language at a time (issue 36), over every story: after a story has passed, its page is read in the language it
 * was shown in (after its play function, so the dialogs and messages it opened are read too); a story shown in
 * Indonesian is then shown in English (rendered anew, in its first state) and read again. A word of the other
 * language, a catalogue key shown as text or a number in the other notation fails the story
 * (packages/app/src/test/languageCheck.ts). A story that shows both languages on purpose is tagged `mixed-language`.
 */
import { expect } from 'vitest';
import { loadI18n } from '../packages/app/src/i18n/i18n';
import {
  createLanguageCheck,
  describeFindings,
  type CatalogueMessages,
  type CheckLocale,
} from '../packages/app/src/test/languageCheck';
import { answeredStrings } from '../packages/app/src/test/mockOperations';

/** Every catalogue in both languages (the app's areas and core texts, the contract's error texts). */
const catalogueFiles = import.meta.glob<CatalogueMessages>(
  [
    '../packages/app/src/i18n/catalogues/*.json',
    '../packages/app/src/i18n/catalogues/*/*.json',
    '../packages/api-client/src/errors/*.json',
  ],
  { eager: true, import: 'default' },
);
const catalogues: Record<CheckLocale, CatalogueMessages> = { id: {}, en: {} };
for (const [file, messages] of Object.entries(catalogueFiles)) {
  const locale = /[/](id|en)(?:\.json$|[/])/.exec(file)?.[1] as CheckLocale | undefined;
  if (locale) Object.assign(catalogues[locale], messages);
}

/** Words of the stories' own data (the fixtures' products, materials, customers), not the app's text. */
const STORY_DATA_WORDS: string[] = [];
const checkLanguage = createLanguageCheck(catalogues, STORY_DATA_WORDS);

const words = (text: string) => text.match(/\p{L}+/gu) ?? [];

/** The strings a story is given (its args): labels and data of the story's own. */
function argStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(argStrings);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).flatMap(argStrings);
  return [];
}

/**
 * ui's stories write their own labels and data (in Indonesian, in the story's module): in English those words are
 * the story's, not ui's. ui's own words come from the app's catalogue (UiLabelsProvider) and are read as the app's.
 */
const uiStorySources = import.meta.glob<string>('../packages/ui/src/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
});
async function storySource(file: string): Promise<string[]> {
  const key = Object.keys(uiStorySources).find((source) => file.endsWith(source.slice(2)));
  return key ? [await uiStorySources[key]!()] : [];
}

/** Waits until the page's text stops changing (a screen's data and lazy parts arrive), at most `limit` ms. */
async function settledText(limit = 1500): Promise<string> {
  const started = performance.now();
  let last = document.body.innerText;
  let still = 0;
  while (still < 2 && performance.now() - started < limit) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = document.body.innerText;
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

export interface CheckedStory {
  id: string;
  tags: string[];
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
}

/**
 * A dark-theme or phone-width copy of a story shows the same words as the story itself: it is read in its own
 * language only, and the English pass (a second render) is spent once, on the story.
 */
const isVariant = (story: CheckedStory) =>
  story.globals?.['theme'] === 'dark' ||
  (story.globals?.['viewport'] as { value?: string } | undefined)?.value === 'phone';

/**
 * Reads the story's page in its language and, for an Indonesian one, in English; fails on what is not. The story's
 * data is not judged: its args, what the mock API answered (screen stories: names, notes, addresses) and, for a ui
 * story, the strings of its module.
 */
export async function expectOneLanguage(story: CheckedStory, file: string): Promise<void> {
  if (story.tags.includes('mixed-language')) return;
  const i18n = await loadI18n();
  const found: string[] = [];
  const read = async (text: string, locale: CheckLocale) => {
    const data = [...argStrings(story.args), ...answeredStrings(), ...(await storySource(file))];
    const dataWords = new Set(data.flatMap(words).map((word) => word.toLowerCase()));
    const findings = checkLanguage(text, locale).filter((f) =>
      f.kind === 'word'
        ? !dataWords.has(f.found.toLowerCase())
        : f.kind === 'number'
          ? !data.some((value) => value.includes(f.found))
          : true,
    );
    if (findings.length)
      found.push(`In ${locale === 'id' ? 'Indonesian' : 'English'}:\n${describeFindings(findings)}`);
  };
  const shown = i18n.currentLocale();
  await read(document.body.innerText, shown);
  if (shown === 'id' && !isVariant(story)) {
    await i18n.activateLocale('en');
    await read(await settledText(), 'en');
  }
  expect(found, `${story.id} is not in one language`).toEqual([]);
}
