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

// Play functions' findBy*/waitFor wait up to 5 s, not 1 s: on a busy 2-core CI machine a lazy chunk (a chart,
// a dialog) can take longer than a second to arrive.
configure({ asyncUtilTimeout: 5000 });

interface StoryLike {
  id: string;
  tags: string[];
  globals: Record<string, unknown>;
}

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
