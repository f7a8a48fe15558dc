import axe from 'axe-core';

/**
 * Runs axe on an element (jsdom or browser) and throws with a readable list when there is any violation.
 * The page-level `region` rule is off. Colour contrast is skipped in jsdom (no layout or computed colours); the Storybook browser tests check it.
 */
export async function expectNoAxeViolations(element: Element = document.body): Promise<void> {
  const inJsdom = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
  const results = await axe.run(element, {
    rules: {
      // A component rendered alone is not inside a page landmark; pages check this rule, components cannot.
      region: { enabled: false },
      ...(inJsdom ? { 'color-contrast': { enabled: false } } : {}),
    },
    resultTypes: ['violations'],
  });
  if (results.violations.length > 0) {
    const lines = results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
    throw new Error(`axe found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}
