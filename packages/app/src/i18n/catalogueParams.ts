import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readCatalogues } from './catalogueFiles';

/**
 * The source of `params.gen.ts` (tests and `pnpm --filter @pawon/app text:params`; Node): for every Indonesian message
 * that takes arguments, their names and types, read from its compiled ICU form. `{n, number}` and `{n, plural, …}`
 * take a number, `{kind, select, a {…} b {…} other {…}}` one of its branches' names (or any string with `other`),
 * a plain `{name}` a string or a number (or null inside a branch: the branch that shows it is chosen by another).
 */
export function paramsSource(): string {
  const { id } = readCatalogues();
  const lines = Object.keys(id)
    .sort()
    .flatMap((key) => {
      const args = new Map<string, string>();
      const walk = (tokens: unknown, inBranch = false): void => {
        if (!Array.isArray(tokens)) return;
        for (const token of tokens) {
          if (!Array.isArray(token)) continue;
          const [name, format, options] = token as [string, string?, Record<string, unknown>?];
          const type =
            format === 'number' || format === 'plural' || format === 'selectordinal'
              ? 'number'
              : format === 'select'
                ? 'other' in (options ?? {})
                  ? 'string'
                  : Object.keys(options ?? {})
                      .map((branch) => `'${branch}'`)
                      .join(' | ')
                : inBranch
                  ? 'Value | null'
                  : 'Value';
          // A name used twice keeps its narrower type (a number over a plain value, a shown value over one in a branch).
          const rank = (t?: string) =>
            t === undefined ? 0 : t === 'Value | null' ? 1 : t === 'Value' ? 2 : 3;
          if (rank(type) > rank(args.get(name))) args.set(name, type);
          Object.values(options ?? {}).forEach((branch) => walk(branch, true));
        }
      };
      walk(compileMessage(id[key]!));
      if (args.size === 0) return [];
      const members = [...args].map(([name, type]) => `${/^\w+$/.test(name) ? name : `'${name}'`}: ${type}`);
      return [`  '${key}': { ${members.join('; ')} };`];
    });
  return [
    '// Generated from catalogues/id/*.json and id.json by src/i18n/catalogueParams.ts: do not edit.',
    '// `pnpm --filter @pawon/app text:params` writes it again; i18n/params.test.ts fails while it is stale.',
    '',
    "/** A plain argument: shown as it is (a number in the locale's notation only with `{n, number}`). */",
    'type Value = string | number;',
    '',
    '/** The arguments of every message that takes some, by key. */',
    'export interface MessageArgs {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
