// @ts-check
/**
 * A small streaming XML scanner for the parts of an XLSX file: tags, text (entities decoded, CDATA included) and
 * nothing else. It checks no more of XML than reading the cells needs, and refuses what an XLSX part never holds
 * (a DOCTYPE, so no entity can expand; markup longer than 64 KiB). Every step is an indexOf or a bounded slice, so
 * its time is linear in what it is given, whatever that is: 20 MB of dense cells scan in a few hundred
 * milliseconds, where a general SAX parser (saxes) took four times as long (docs/decisions/015-import-limits.md).
 */

/** The XML is not what an XLSX part holds. */
export class XmlError extends Error {}

/** A tag, comment, processing instruction or CDATA section longer than this is refused. */
const MAX_MARKUP = 64 * 1024;

/**
 * @typedef {object} XmlHandlers
 * @property {(name: string, attributes: string) => void} open local name; the raw attributes (see `attributes`)
 * @property {(name: string) => void} close local name (a self-closing tag is opened, then closed)
 * @property {(text: string) => void} [text] decoded text, possibly in several pieces
 */

const NAMED = /** @type {Record<string, string>} */ ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" });
const ENTITY = /&(?:(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);)?/g;

/** Text with its five named entities and character references decoded; any other `&` is refused. */
export function decode(/** @type {string} */ text) {
  if (text.indexOf('&') < 0) return text.indexOf('\r') < 0 ? text : text.replace(/\r\n?/g, '\n');
  return text
    .replace(ENTITY, (_, entity) => {
      if (entity === undefined) throw new XmlError('bare &');
      const named = NAMED[entity];
      if (named) return named;
      const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      if (!(code > 0 && code <= 0x10ffff)) throw new XmlError('bad character reference');
      return String.fromCodePoint(code);
    })
    .replace(/\r\n?/g, '\n');
}

/**
 * The attributes of a tag, from what follows its name.
 * @returns {Record<string, string>}
 */
export function attributes(/** @type {string} */ raw) {
  // A plain object (fast); an attribute named __proto__ is then lost, and no XLSX part has one.
  /** @type {Record<string, string>} */
  const out = {};
  const n = raw.length;
  let i = 0;
  for (;;) {
    while (i < n && raw.charCodeAt(i) <= 32) i++;
    if (i >= n) return out;
    const eq = raw.indexOf('=', i);
    if (eq < 0) throw new XmlError('attribute without a value');
    let j = eq + 1;
    while (j < n && raw.charCodeAt(j) <= 32) j++;
    const quote = raw[j];
    if (quote !== '"' && quote !== "'") throw new XmlError('unquoted attribute');
    const end = raw.indexOf(quote, j + 1);
    if (end < 0) throw new XmlError('unclosed attribute');
    out[raw.slice(i, eq).trim()] = decode(raw.slice(j + 1, end));
    i = end + 1;
  }
}

const localName = (/** @type {string} */ name) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

export class XmlScanner {
  /** @param {XmlHandlers} on */
  constructor(on) {
    this.on = on;
    this.pending = '';
  }

  /** @param {string} chunk */
  write(chunk) {
    this.pending = this.scan(this.pending + chunk, false);
  }

  end() {
    this.pending = this.scan(this.pending, true);
    if (this.pending.trim() !== '') throw new XmlError('unexpected end');
  }

  /**
   * Handles all complete text and markup of `s`; answers what is left (an unfinished tag or entity).
   * @param {string} s
   * @param {boolean} final
   */
  scan(s, final) {
    const n = s.length;
    let at = 0;
    while (at < n) {
      if (s.charCodeAt(at) !== 60 /* < */) {
        const lt = s.indexOf('<', at);
        let end = lt < 0 ? n : lt;
        if (lt < 0 && !final) {
          // Keep an entity, or a \r that a \n may follow, cut by the chunk's end for the next chunk.
          const amp = s.lastIndexOf('&');
          if (amp >= at && s.indexOf(';', amp) < 0) {
            if (n - amp > 16) throw new XmlError('bare &');
            end = amp;
          } else if (s.charCodeAt(n - 1) === 13) end = n - 1;
        }
        if (end > at && this.on.text) this.on.text(decode(s.slice(at, end)));
        at = end;
        if (lt < 0) break;
        continue;
      }
      const next = this.markup(s, at);
      if (next < 0) break;
      at = next;
    }
    const rest = at === 0 ? s : s.slice(at);
    if (rest.length > MAX_MARKUP && rest.charCodeAt(0) === 60) throw new XmlError('markup too long');
    return rest;
  }

  /**
   * One piece of markup at `lt`: answers where the next piece starts, or -1 when it is not complete yet.
   * @param {string} s
   * @param {number} lt
   */
  markup(s, lt) {
    const n = s.length;
    const limit = lt + MAX_MARKUP;
    const second = s.charCodeAt(lt + 1);
    if (second === 33 /* ! */ || second === 63 /* ? */) {
      let open = 2;
      let close = '?>';
      if (second === 33) {
        if (s.startsWith('<!--', lt)) [open, close] = [4, '-->'];
        else if (s.startsWith('<![CDATA[', lt)) [open, close] = [9, ']]>'];
        else if (n - lt < 9)
          return -1; // perhaps the start of one of the two above
        else throw new XmlError('declaration (DOCTYPE) in an XLSX part');
      }
      const end = s.indexOf(close, lt + open);
      if (end > limit) throw new XmlError('markup too long');
      if (end < 0) return -1;
      if (open === 9 && this.on.text) this.on.text(s.slice(lt + 9, end));
      return end + close.length;
    }
    // The tag ends at the first > outside quotes.
    let gt = lt + 1;
    for (; gt < n; gt++) {
      const c = s.charCodeAt(gt);
      if (c === 62 /* > */) break;
      if (c === 34 /* " */ || c === 39 /* ' */) {
        gt = s.indexOf(c === 34 ? '"' : "'", gt + 1);
        if (gt < 0) gt = n;
      }
      if (gt > limit) throw new XmlError('markup too long');
    }
    if (gt >= n) return -1;
    if (second === 47 /* / */) {
      this.on.close(localName(s.slice(lt + 2, gt).trim()));
      return gt + 1;
    }
    const selfClosing = s.charCodeAt(gt - 1) === 47;
    const bodyEnd = selfClosing ? gt - 1 : gt;
    let space = lt + 1;
    while (space < bodyEnd && s.charCodeAt(space) > 32) space++;
    const name = localName(s.slice(lt + 1, space));
    if (!name) throw new XmlError('tag without a name');
    this.on.open(name, space < bodyEnd ? s.slice(space, bodyEnd) : '');
    if (selfClosing) this.on.close(name);
    return gt + 1;
  }
}
