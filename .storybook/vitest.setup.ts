/**
 * Setup for the `storybook` vitest project (runs only under vitest, never in Storybook itself).
 *
 * Stories tagged `visual` are compared with a baseline screenshot after their play function and axe check
 * have passed: `__screenshots__/<story file>/<story id>-chromium-linux.png`. Update baselines with
 * `pnpm vitest run --project storybook --update`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { loadI18n } from '../packages/app/src/i18n/i18n';
import { forgetAnswered } from '../packages/app/src/test/mockOperations';
import { expectOneLanguage } from './oneLanguage';

// Play functions' findBy*/waitFor wait up to 5 s, not 1 s: on a busy 2-core CI machine a lazy chunk (a chart,
// a dialog) can take longer than a second to arrive.
configure({ asyncUtilTimeout: 5000 });

interface StoryLike {
  id: string;
  tags: string[];
  globals: Record<string, unknown>;
  args?: Record<string, unknown>;
}

/**
 * After a story: its screenshot (stories tagged `visual`), then the check that it is in one language (oneLanguage.ts),
 * in this order, in one hook (the order of separate hooks is vitest's to choose).
 *
 * The story files of a worker share one page (`isolate: false` in vitest.config.ts: a fresh page per file cost
 * ≈1.7 s of setup each). What a story may leave behind for the next file is put back last: the language (a story
 * in English, and the check, switch the catalogue's module state, and the next file's stories read captions when
 * imported), and the data the mock API answered (the check's).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  try {
    if (!story || context.task.result?.state === 'fail') return;
    if (story.tags.includes('visual')) await expectScreenshot(story);
    await expectOneLanguage(story, context.task.file.filepath);
  } finally {
    forgetAnswered();
    const i18n = await loadI18n();
    if (i18n.currentLocale() !== 'id') await i18n.activateLocale('id');
  }
});

async function expectScreenshot(story: StoryLike) {
  await document.fonts.ready;
  // Let entrance animations (toasts, dialogs: 300 ms) finish.
  await new Promise((resolve) => setTimeout(resolve, 400));
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(story.id, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
}
