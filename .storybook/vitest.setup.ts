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

// Play functions' findBy*/waitFor wait up to 5 s, not 1 s: on a busy 2-core CI machine a lazy chunk (a chart,
// a dialog) can take longer than a second to arrive.
configure({ asyncUtilTimeout: 5000 });

interface StoryLike {
  id: string;
  tags: string[];
  globals: Record<string, unknown>;
}

/**
 * The story files of a worker share one page (`isolate: false` in vitest.config.ts: a fresh page per file cost
 * ≈1.7 s of setup each). What a story may leave behind for the next file is put back here: the language (a story
 * in English switches the catalogue's module state, and the next file's stories read captions when imported).
 */
afterEach(async () => {
  const i18n = await loadI18n();
  if (i18n.currentLocale() !== 'id') await i18n.activateLocale('id');
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  if (!story || !story.tags.includes('visual')) return;
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Let entrance animations (toasts, dialogs: 300 ms) finish.
  await new Promise((resolve) => setTimeout(resolve, 400));
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(story.id, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
