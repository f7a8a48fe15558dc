import { expect, waitFor, type within } from 'storybook/test';

/**
 * The app at 1366 px leaves a screen 1043 px (its sidebar 260 px, the page's padding and a scrollbar aside): the
 * story's frame is held to that width while the table is measured. The table's scroll box (the region named
 * `region`, the table's caption) holds the whole table, nothing hiding to the right, and the page does not scroll
 * sideways (a phone: every row is a card).
 */
export async function fitsWidth(canvas: ReturnType<typeof within>, region: string) {
  const frame = document.querySelector<HTMLElement>('[data-pawon-story-frame]');
  const wide = window.innerWidth > 1043 + 48 && frame !== null;
  if (wide) frame.style.maxWidth = `${1043 + 48}px`;
  try {
    const box = canvas.getByRole('region', { name: region });
    await waitFor(() => expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  } finally {
    if (wide) frame.style.maxWidth = '';
  }
}
