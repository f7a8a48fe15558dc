import { describe, expect, it } from 'vitest';
import { assignBrackets, BracketError } from '../src/lib/brackets.js';

describe('assignBrackets', () => {
  it('nests bracket names into objects and arrays', () => {
    expect(
      assignBrackets([
        ['name', 'Pesanan'],
        ['packs[0][packs]', '2'],
        ['packs[0][lines][0][qty]', '5'],
        ['packs[0][lines][1][qty]', '3'],
        ['packs[1][packs]', '1'],
        ['userIds[]', '4'],
        ['userIds[]', '7'],
      ]),
    ).toEqual({
      name: 'Pesanan',
      packs: [{ packs: '2', lines: [{ qty: '5' }, { qty: '3' }] }, { packs: '1' }],
      userIds: ['4', '7'],
    });
  });

  it('makes sparse indexes dense', () => {
    expect(
      assignBrackets([
        ['a[3]', 'x'],
        ['a[1]', 'y'],
      ]),
    ).toEqual({ a: ['y', 'x'] });
  });

  it.each(['a[__proto__][x]', 'constructor[prototype]', 'a]b[', 'a[0][', 'a[99999]'])('refuses %s', (key) => {
    expect(() => assignBrackets([[key, '1']])).toThrow(BracketError);
  });

  it('does not pollute Object.prototype', () => {
    try {
      assignBrackets([['__proto__[polluted]', 'yes']]);
    } catch {
      // refused, as it should be
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
