import ts from 'typescript';

/**
 * The check that user-visible text lives in the catalogues (issue 18; run by `literals.test.ts` in `npm test`):
 * finds string literals a user would read outside them, in a module's source:
 *  - JSX text (`<p>Simpan</p>`);
 *  - a string given to a prop or object member that is shown: title, label, placeholder, aria-label, alt, text,
 *    message, description, caption, hint… (`title="Hapus"`, `notify({ title: 'Tersimpan' })`), as a literal, a
 *    template's own text, or a branch of a condition;
 *  - the message of an Error thrown or rejected for the user is not looked at (programs read those).
 * A literal counts only when it holds a word: letters beyond the allowlist of non-words (units, codes, names of
 * formats and keys such as kg, A4, CSV, Ctrl+K, Rp).
 */
export interface Finding {
  line: number;
  text: string;
  where: string;
}

/** Props and object members whose string a user reads. */
export const SHOWN_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'text',
  'message',
  'description',
  'caption',
  'hint',
  'emptyText',
  'emptyTitle',
  'helperText',
  'tooltip',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'heading',
  'subtitle',
  'ariaLabel',
  'singular',
  'searchPlaceholder',
  'deleteText',
  'emptyLabel',
]);

/** Object members that hold text as a whole: every string inside (nested objects, functions' templates) is shown. */
export const TEXT_CONTAINERS = new Set(['text', 'labels', 'hints', 'choices', 'messages']);

/** Non-words: units, codes, formats and keys that read the same in every language (compared lower-case). */
export const NON_WORDS = new Set([
  'kg',
  'g',
  'gram',
  'ml',
  'l',
  'liter',
  'pcs',
  'mm',
  'cm',
  'kb',
  'mb',
  'a4',
  'csv',
  'xlsx',
  'pdf',
  'jpg',
  'png',
  'webp',
  'svg',
  'json',
  'url',
  'id',
  'ctrl',
  'k',
  'esc',
  'enter',
  'rp',
  'idr',
  'qris',
  'pawon',
  'x',
  'n',
  'px',
]);

/** A prop, member or parameter whose string a user reads: one of SHOWN_PROPS, or named …Label, …Text, …Title… */
export const isShownName = (name: string) =>
  SHOWN_PROPS.has(name) || /(Label|Text|Title|Placeholder|Message|Hint)$/.test(name);

/** Whether a literal holds a word a user reads (letters beyond the allowlisted non-words). */
export function isWordy(text: string): boolean {
  // An address or path (`/items/produk`) is no word either.
  if (/^\/[\w/-]*$/.test(text.trim())) return false;
  // Nor a colour or a length (`#1b1b1f`, `14rem`).
  if (/^#[0-9a-f]{3,8}$|^-?[\d.]+[a-z%]*$/i.test(text.trim())) return false;
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.some((word) => !NON_WORDS.has(word.toLowerCase()));
}

const propName = (name: ts.PropertyName | ts.JsxAttributeName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name)
    ? name.text
    : ts.isJsxNamespacedName(name)
      ? undefined
      : undefined;

/** The literal texts an expression shows: a string, a template's own text, either branch of a condition, a `??`. */
function shownTexts(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return shownTexts(node.expression);
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return shownTexts(node.body);
  if (ts.isConditionalExpression(node)) return [...shownTexts(node.whenTrue), ...shownTexts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken].includes(
      node.operatorToken.kind,
    )
  )
    return [...shownTexts(node.left), ...shownTexts(node.right)];
  return [];
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

const literalText = (node: ts.Node): string =>
  ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
    : (node as ts.StringLiteral).text;

/** The user-visible literals in one module's source (`fileName` decides TSX parsing). */
export function findLiterals(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    if (!isWordy(text)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    findings.push({ line, text: text.trim().replace(/\s+/g, ' '), where });
  };
  /** Every string and template text inside a text container. */
  const reportAll = (node: ts.Node, where: string): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      // Not a member's name, a key given to a function (`tr('area.key')`) or an identifier-like option.
      const isName = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      const isArgument =
        ts.isCallExpression(node.parent) && node.parent.arguments.includes(node as ts.Expression);
      if (!isName && !isArgument && !/^[a-z]+[A-Z]\w*$/.test(literalText(node)))
        report(node, literalText(node), where);
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, (child) => reportAll(child, where));
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'JSX text');
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = propName(node.name);
      if (name && isShownName(name)) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) report(value, value.text, `${name}=`);
        else if (ts.isJsxExpression(value) && value.expression)
          for (const text of shownTexts(value.expression)) report(text, literalText(text), `${name}=`);
      }
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const text of shownTexts(node.expression)) report(text, literalText(text), 'JSX child');
    } else if (ts.isPropertyAssignment(node)) {
      const name = propName(node.name);
      if (name && TEXT_CONTAINERS.has(name) && ts.isObjectLiteralExpression(unwrap(node.initializer))) {
        reportAll(node.initializer, `${name}: {…}`);
        return;
      }
      if (name && isShownName(name))
        for (const text of shownTexts(node.initializer)) report(text, literalText(text), `${name}:`);
    } else if (ts.isBindingElement(node) && node.initializer) {
      // A prop's default: `({ pickLabel = 'Pilih gambar' })`.
      const name = ts.isIdentifier(node.name) ? node.name.text : undefined;
      if (name && isShownName(name))
        for (const text of shownTexts(node.initializer)) report(text, literalText(text), `${name} =`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
