import { ygoModule } from '../../src/ygo/module.ts';
import { describe, expect, it } from 'vitest';
import { readBundledYgoDeck, bundledYgoDecks } from '../../src/ygo/decks/index.ts';
import { parseLflist } from '../../src/ygo/formats/lflist.ts';
import { parseYdk } from '../../src/ygo/formats/ydk.ts';
import type { YdkDeck } from '../../src/ygo/formats/ydk.ts';
import {
  checkDeck,
  MASTER_RULE_DECK_LIMITS,
  MR2_DECK_LIMITS,
  PRE2008_DECK_LIMITS,
} from '../../src/ygo/rules/deck-check.ts';
import { fixtureLookup } from './formats/ygo-card-fixtures.ts';
import { C } from '../../src/ygo/cards/refs.ts';
import { findCardDef } from '../../src/ygo/cards/registry.ts';

const HARPIE_LADY = 76812113;
const CYBER_HARPIE_LADY = 80316585; // "always treated as Harpie Lady" (alias 76812113)
const BLUE_EYES_ALTERNATIVE = 38517737; // name becomes Blue-Eyes White Dragon on the field/GY only
const THOUSAND_DRAGON = 41462083; // Fusion
const STARDUST_DRAGON = 44508094; // Synchro
const DECODE_TALKER = 1861629; // Link
const SHEEP_TOKEN = 73915052;

const classic = (): YdkDeck => parseYdk(readBundledYgoDeck('classic')!, 'classic.ydk');

/** The classic deck with `n` Main Deck cards replaced (from the end) by `codes`. */
function withMain(codes: number[]): YdkDeck {
  const d = classic();
  d.main.splice(d.main.length - codes.length, codes.length, ...codes);
  return d;
}

const repeat = (code: number, n: number): number[] => Array.from({ length: n }, () => code);

describe('bundled decks', () => {
  it('ships classic, byte-identical to the benchmark deck (40 Main, 2 Extra, no Side), and skystriker', () => {
    expect(bundledYgoDecks()).toEqual(['classic', 'skystriker']);
    const d = classic();
    expect([d.main.length, d.extra.length, d.side.length]).toEqual([40, 2, 0]);
    expect(d.extra).toEqual([C.GAIA_DRAGON_CHAMPION, C.GAIA_DRAGON_CHAMPION]);
    expect(readBundledYgoDeck('nope')).toBeUndefined();
    expect(readBundledYgoDeck('../classic')).toBeUndefined();
    // The modern benchmark deck (issue 7): 40 Main, 15 Extra, legal under the current rules.
    const sky = ygoModule.loadDeck('skystriker');
    expect([sky.main.length, sky.extra.length, sky.side.length]).toEqual([40, 15, 0]);
    expect(ygoModule.checkDeck(sky)).toEqual([]);
  });

  it('classic is legal under every preset', () => {
    for (const limits of [MASTER_RULE_DECK_LIMITS, MR2_DECK_LIMITS, PRE2008_DECK_LIMITS]) {
      expect(checkDeck(classic(), limits, fixtureLookup)).toEqual([]);
    }
  });
});

describe('deck check (003 §3.1.2)', () => {
  it('fails closed: a card the engine plays only in part is refused, naming what is missing', () => {
    // Gagaga Head is whole now (its `incomplete` field is gone): a lookup that marks it partial stands for such a card.
    const partial = (code: number): ReturnType<typeof findCardDef> => {
      const def = findCardDef(code);
      return def && code === C.GAGAGA_HEAD ? { ...def, incomplete: 'its Normal Summon trigger' } : def;
    };
    const d = withMain([C.GAGAGA_HEAD]);
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, partial)).toEqual([
      {
        rule: 'card pool',
        message: 'Gagaga Head (67120578) is not fully implemented (missing: its Normal Summon trigger)',
      },
    ]);
    expect(ygoModule.checkDeck(d)).toEqual([]);
    expect(ygoModule.checkDeck(classic())).toEqual([]);
  });

  it('unknown passcodes are reported once each, naming the deck', () => {
    const d = classic();
    d.main[0] = 12345;
    d.side.push(12345, 999);
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      { rule: '003 §3.1.2', message: 'passcode 12345 (Main Deck) is not a known card' },
      { rule: '003 §3.1.2', message: 'passcode 999 (Side Deck) is not a known card' },
    ]);
  });

  it('Main Deck 40–60', () => {
    const short = classic();
    short.main.pop();
    expect(checkDeck(short, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      { rule: '003 §3.1.2', message: 'Main Deck has 39 cards; it needs at least 40' },
    ]);
    const sixty: YdkDeck = { main: [...classic().main, ...classic().main.slice(0, 20)], extra: [], side: [] };
    // 60 is legal by size; the extra copies break the copy limit, so look only at size problems.
    const sizeOf = (d: YdkDeck) =>
      checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup).filter((p) => p.message.startsWith('Main Deck'));
    expect(sizeOf(sixty)).toEqual([]);
    const sixtyOne = { ...sixty, main: [...sixty.main, C.CELTIC_GUARDIAN] };
    expect(sizeOf(sixtyOne)).toEqual([
      { rule: '003 §3.1.2', message: 'Main Deck has 61 cards; at most 60 are allowed' },
    ]);
    // Before 2008 there is no maximum (002 p.5).
    expect(
      checkDeck(sixtyOne, PRE2008_DECK_LIMITS, fixtureLookup).filter((p) => p.message.startsWith('Main Deck')),
    ).toEqual([]);
  });

  it('Extra Deck at most 15 (unlimited Fusion Deck before 2008)', () => {
    const d = classic();
    d.extra = [
      ...repeat(C.GAIA_DRAGON_CHAMPION, 3),
      ...repeat(THOUSAND_DRAGON, 3),
      ...repeat(STARDUST_DRAGON, 3),
      ...repeat(DECODE_TALKER, 3),
    ];
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([]);
    // 16: the extra Gaia copies also break the copy limit; look at the size problem only.
    d.extra.push(...repeat(C.GAIA_DRAGON_CHAMPION, 4));
    const sizes = checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup).filter((p) =>
      p.message.startsWith('Extra Deck'),
    );
    expect(sizes).toEqual([{ rule: '003 §3.1.2', message: 'Extra Deck has 16 cards; at most 15 are allowed' }]);
    const fusionOnly: YdkDeck = {
      ...classic(),
      extra: [...repeat(C.GAIA_DRAGON_CHAMPION, 3), ...repeat(THOUSAND_DRAGON, 3)],
    };
    expect(checkDeck(fusionOnly, PRE2008_DECK_LIMITS, fixtureLookup)).toEqual([]);
  });

  it('Side Deck at most 15; before 2008 exactly 15 (or none)', () => {
    const three: YdkDeck = { ...classic(), side: repeat(C.MST, 3) };
    expect(checkDeck(three, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([]);
    expect(checkDeck(three, PRE2008_DECK_LIMITS, fixtureLookup)).toEqual([
      { rule: '002 p.5', message: 'Side Deck has 3 cards; it must have exactly 15 (or none)' },
    ]);
    // 16 cards: only the size matters here.
    const big: YdkDeck = { ...classic(), side: classic().main.slice(0, 16) };
    const sizeOnly = (limits: typeof MASTER_RULE_DECK_LIMITS, d: YdkDeck) =>
      checkDeck(d, limits, fixtureLookup).filter((p) => p.message.startsWith('Side Deck'));
    expect(sizeOnly(MASTER_RULE_DECK_LIMITS, big)).toEqual([
      { rule: '003 §3.1.2', message: 'Side Deck has 16 cards; at most 15 are allowed' },
    ]);
    expect(sizeOnly(MR2_DECK_LIMITS, big)).toEqual([
      { rule: '000 p.5', message: 'Side Deck has 16 cards; at most 15 are allowed' },
    ]);
    expect(sizeOnly(PRE2008_DECK_LIMITS, { ...big, side: big.side.slice(0, 15) })).toEqual([]);
    expect(sizeOnly(PRE2008_DECK_LIMITS, big)).toEqual([
      { rule: '002 p.5', message: 'Side Deck has 16 cards; it must have exactly 15 (or none)' },
    ]);
  });

  it('Extra Deck monsters cannot be in the Main Deck, but may be in the Side Deck', () => {
    const d = withMain([C.GAIA_DRAGON_CHAMPION]);
    d.extra = [];
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      {
        rule: '003 §3.1.2',
        message: '"Gaia the Dragon Champion" (66889139) is an Extra Deck monster; it cannot be in the Main Deck',
      },
    ]);
    const sided: YdkDeck = { ...classic(), side: [STARDUST_DRAGON, DECODE_TALKER] };
    expect(checkDeck(sided, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([]);
  });

  it('the Extra Deck holds only the Extra Deck kinds of the rule version', () => {
    const d: YdkDeck = {
      ...classic(),
      extra: [C.GAIA_DRAGON_CHAMPION, C.DARK_MAGICIAN, STARDUST_DRAGON, DECODE_TALKER],
    };
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      {
        rule: '003 §3.1.2',
        message:
          '"Dark Magician" (46986414) cannot be in the Extra Deck, which holds only Fusion, Synchro, Xyz, Link Monsters',
      },
    ]);
    expect(checkDeck(d, MR2_DECK_LIMITS, fixtureLookup).map((p) => p.message)).toEqual([
      '"Dark Magician" (46986414) cannot be in the Extra Deck, which holds only Fusion, Synchro, Xyz Monsters',
      '"Decode Talker" (1861629) cannot be in the Extra Deck, which holds only Fusion, Synchro, Xyz Monsters',
    ]);
    expect(checkDeck(d, PRE2008_DECK_LIMITS, fixtureLookup).map((p) => p.rule)).toEqual([
      '002 p.5',
      '002 p.5',
      '002 p.5',
    ]);
  });

  it('Tokens are never in a deck', () => {
    const d = withMain([SHEEP_TOKEN]);
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      { rule: '003 §3.3.2', message: '"Sheep Token" (73915052) is a Token, not a card; Tokens are never in a deck' },
    ]);
    expect(checkDeck(d, MR2_DECK_LIMITS, fixtureLookup)[0]!.rule).toBe('000 p.45');
  });

  it('at most 3 copies by name across Main + Extra + Side', () => {
    const d = classic();
    d.side = [C.CELTIC_GUARDIAN];
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      { rule: '003 §3.1.2', message: '4 copies of "Celtic Guardian" in Main, Extra and Side Deck; at most 3 by name' },
    ]);
    expect(checkDeck(d, MR2_DECK_LIMITS, fixtureLookup)).toEqual([
      { rule: '000 p.9', message: '4 copies of "Celtic Guardian" in Main, Extra and Side Deck; at most 3 by name' },
    ]);
  });

  it('same name whatever the printing: an alternate artwork shares the limit', () => {
    const d = withMain([C.DARK_MAGICIAN_36996508, C.DARK_MAGICIAN_36996508]); // classic already has 2 Dark Magician
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      {
        rule: '003 §3.1.2',
        message:
          '4 copies of "Dark Magician" in Main, Extra and Side Deck (46986414 "Dark Magician" ×2, 36996508 "Dark Magician" ×2); at most 3 by name',
      },
    ]);
  });

  it('before 2008 the Fusion Deck has its own limit of 3 (002 p.9)', () => {
    const d: YdkDeck = {
      ...classic(),
      extra: repeat(C.GAIA_DRAGON_CHAMPION, 3),
      side: repeat(C.GAIA_DRAGON_CHAMPION, 1),
    };
    expect(checkDeck(d, PRE2008_DECK_LIMITS, fixtureLookup).filter((p) => p.message.includes('copies'))).toEqual([]);
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      {
        rule: '003 §3.1.2',
        message: '4 copies of "Gaia the Dragon Champion" in Main, Extra and Side Deck; at most 3 by name',
      },
    ]);
    d.extra.push(C.GAIA_DRAGON_CHAMPION);
    expect(checkDeck(d, PRE2008_DECK_LIMITS, fixtureLookup)).toEqual([
      { rule: '002 p.5', message: 'Side Deck has 1 card; it must have exactly 15 (or none)' },
      { rule: '002 p.9', message: '4 copies of "Gaia the Dragon Champion" in the Extra Deck; at most 3 by name' },
    ]);
    const mainSide: YdkDeck = { ...classic(), side: [C.CELTIC_GUARDIAN] };
    expect(checkDeck(mainSide, PRE2008_DECK_LIMITS, fixtureLookup).map((p) => p.message)).toEqual([
      'Side Deck has 1 card; it must have exactly 15 (or none)',
      '4 copies of "Celtic Guardian" in Main and Side Deck; at most 3 by name',
    ]);
  });

  it('TC-09', () => {
    // 003 §3.1.2 TC-09: Cyber Harpie Lady is always treated as "Harpie Lady": together, 3 in total.
    const legal = withMain([HARPIE_LADY, HARPIE_LADY, CYBER_HARPIE_LADY]);
    expect(checkDeck(legal, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([]);
    const illegal = withMain([HARPIE_LADY, HARPIE_LADY, CYBER_HARPIE_LADY, CYBER_HARPIE_LADY]);
    expect(checkDeck(illegal, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([
      {
        rule: '003 §3.1.2',
        message:
          '4 copies of "Harpie Lady" in Main, Extra and Side Deck (76812113 "Harpie Lady" ×2, 80316585 "Cyber Harpie Lady" ×2); at most 3 by name',
      },
    ]);
    // Counted across the Side Deck too.
    const sided: YdkDeck = { ...withMain([HARPIE_LADY, HARPIE_LADY, CYBER_HARPIE_LADY]), side: [CYBER_HARPIE_LADY] };
    expect(checkDeck(sided, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toHaveLength(1);
  });

  it('TC-10', () => {
    // 003 §3.1.2 TC-10: Blue-Eyes Alternative White Dragon is treated as Blue-Eyes White Dragon only on the
    // field or in the GY (a name gained by an effect), so 3 of it plus 3 Blue-Eyes White Dragon is legal.
    const d = classic();
    d.main = d.main.filter((c) => c !== C.BLUE_EYES);
    d.main.splice(0, 4, ...repeat(C.BLUE_EYES, 3), ...repeat(BLUE_EYES_ALTERNATIVE, 3));
    expect(d.main.filter((c) => c === C.BLUE_EYES || c === BLUE_EYES_ALTERNATIVE)).toHaveLength(6);
    expect(d.main).toHaveLength(40);
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup)).toEqual([]);
  });
});

describe('Forbidden/Limited lists (003 §3.7.1)', () => {
  const [list, whitelist] = parseLflist(
    [
      '!2005.04',
      `${C.POT_OF_GREED} 0 --Pot of Greed`,
      `${C.DARK_MAGICIAN} 1 --Dark Magician`,
      `${C.CELTIC_GUARDIAN} 2 --Celtic Guardian`,
      '!Only classic',
      '$whitelist',
      ...[...new Set(classic().main.concat(classic().extra))].map((c) => `${c} 3`),
    ].join('\n'),
    'lflist.conf',
  );

  it('Forbidden, Limited and Semi-Limited, with the count across all three decks', () => {
    const d = classic(); // 1 Pot of Greed, 2 Dark Magician, 3 Celtic Guardian
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup, list)).toEqual([
      { rule: '003 §3.7.1', message: '"Dark Magician" is Limited (1) on "2005.04"; the deck has 2 copies' },
      { rule: '003 §3.7.1', message: '"Celtic Guardian" is Semi-Limited (2) on "2005.04"; the deck has 3 copies' },
      { rule: '003 §3.7.1', message: '"Pot of Greed" is Forbidden on "2005.04"; the deck has 1 copy' },
    ]);
    const trimmed = classic();
    trimmed.main = trimmed.main.filter((c) => c !== C.POT_OF_GREED && c !== C.DARK_MAGICIAN && c !== C.CELTIC_GUARDIAN);
    trimmed.main.push(C.DARK_MAGICIAN, C.CELTIC_GUARDIAN);
    trimmed.side = [C.CELTIC_GUARDIAN];
    expect(checkDeck(trimmed, MASTER_RULE_DECK_LIMITS, fixtureLookup, list).map((p) => p.message)).toEqual([
      'Main Deck has 36 cards; it needs at least 40',
    ]);
    trimmed.side.push(C.DARK_MAGICIAN_36996508);
    // The alternate artwork bears the name "Dark Magician", which is Limited.
    expect(checkDeck(trimmed, MASTER_RULE_DECK_LIMITS, fixtureLookup, list).map((p) => p.message)).toEqual([
      'Main Deck has 36 cards; it needs at least 40',
      '"Dark Magician" is Limited (1) on "2005.04"; the deck has 2 copies',
    ]);
  });

  it('a whitelist forbids every card it does not list', () => {
    expect(checkDeck(classic(), MASTER_RULE_DECK_LIMITS, fixtureLookup, whitelist)).toEqual([]);
    const d: YdkDeck = { ...classic(), side: [C.MST] };
    expect(checkDeck(d, MASTER_RULE_DECK_LIMITS, fixtureLookup, whitelist)).toEqual([
      {
        rule: '003 §3.7.1',
        message: '"Mystical Space Typhoon" is not on the whitelist "Only classic"; the deck has 1 copy',
      },
    ]);
  });

  it('cites the rulebook of the preset', () => {
    expect(checkDeck(classic(), PRE2008_DECK_LIMITS, fixtureLookup, list).map((p) => p.rule)).toEqual([
      '002 p.43',
      '002 p.43',
      '002 p.43',
    ]);
  });
});

describe('alternate artworks (003 §3.1.2: the same card with another artwork)', () => {
  it('an alternate-art passcode loads as the original and counts toward its copy limit', async () => {
    const { findCardDef } = await import('../../src/ygo/cards/registry.ts');
    await import('../../src/ygo/cards/index.ts');
    const { MASTER_RULE_DECK_LIMITS, checkDeck } = await import('../../src/ygo/rules/deck-check.ts');
    expect(findCardDef(36996508)?.name).toBe('Dark Magician');
    const main = [46986414, 46986414, 46986414, 36996508, ...new Array<number>(36).fill(91152256)];
    const problems = checkDeck({ main, extra: [], side: [] }, MASTER_RULE_DECK_LIMITS, findCardDef);
    expect(problems.some((p) => p.message.includes('"Dark Magician"'))).toBe(true);
  });
});
