import { describe, expect, it } from 'vitest';
import type { CardStats } from '../../../src/ygo/card-stats.ts';
import { statsLiteral } from '../../../src/ygo/formats/stats-literal.ts';
import { FIXTURE_CARDS } from './ygo-card-fixtures.ts';

/** Evaluate an object literal the way the TypeScript compiler would read it pasted into a file. */
function evaluate(literal: string): unknown {
  return new Function(`return ${literal};`)();
}

describe('CardStats object literals (scripts/card-stats.ts output)', () => {
  it('prints fields in card-file order', () => {
    const cyber = FIXTURE_CARDS.find((c) => c.code === 80316585)!;
    expect(statsLiteral(cyber)).toBe(
      [
        '{',
        '  code: 80316585,',
        "  name: 'Cyber Harpie Lady',",
        "  kind: 'monster',",
        "  categories: ['effect'],",
        '  level: 4,',
        "  attribute: 'WIND',",
        "  type: 'Winged Beast',",
        '  atk: 1800,',
        '  def: 1300,',
        '  alias: 76812113,',
        '  setcodes: [0x64, 0x93],',
        `  text: '(This card\\'s name is always treated as "Harpie Lady".)',`,
        '}',
      ].join('\n'),
    );
  });

  it('reads back as the same CardStats for every fixture card', () => {
    for (const card of FIXTURE_CARDS) expect(evaluate(statsLiteral(card))).toEqual(card);
  });

  it('escapes backslashes, quotes and line breaks in texts', () => {
    const odd: CardStats = {
      code: 1,
      name: "It's \\odd\\",
      kind: 'spell',
      spellType: 'field',
      text: 'a\nb\r\nc \'d\' "e"',
    };
    expect(evaluate(statsLiteral(odd))).toEqual(odd);
    expect(statsLiteral(odd).split('\n')).toHaveLength(7);
  });
});
