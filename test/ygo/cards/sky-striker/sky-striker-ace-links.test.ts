/** The "Sky Striker Ace" Link-1 monsters: Kagari, Shizuku, Hayate, Kaina. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../support/scenario.ts';
import { C } from '../../../../src/ygo/cards/refs.ts';
import { registerCards } from '../../../../src/ygo/cards/registry.ts';

// Test-only "Sky Striker" Normal Spells (the real ones are another issue's): no effect when resolved.
const TEST_SKY_SPELL = 990_011_501;
const TEST_SKY_SPELL_2 = 990_011_502;
registerCards(
  [TEST_SKY_SPELL, TEST_SKY_SPELL_2].map((code, i) => ({
    code,
    name: `Sky Striker Test Spell ${i + 1}`,
    kind: 'spell' as const,
    spellType: 'normal' as const,
    setcodes: [0x115],
    text: '',
    effects: [{ label: 'Nothing', type: 'activate' as const, operation: [] }],
  })),
);

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Sky Striker Ace - Kagari', () => {
  it('is Link Summoned with 1 non-FIRE "Sky Striker Ace" monster; if Special Summoned, adds a "Sky Striker" Spell from the GY; gains 100 ATK per Spell in your GY', () => {
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monster(0, C.CELTIC_GUARDIAN)
      .extra(0, C.SKY_STRIKER_ACE_KAGARI)
      .gy(0, C.POT_OF_GREED, TEST_SKY_SPELL, C.SANGAN)
      .deck(0, ...DECK)
      .start();
    s.choose(/^Link Summon Sky Striker Ace - Kagari/);
    // Only Raye qualifies as the material (Celtic Guardian is no "Sky Striker Ace").
    s.passUntil((x) => x.has(/^Sky Striker Ace - Kagari/));
    // The only target, the "Sky Striker" Spell, is taken without a question.
    s.choose(/^Sky Striker Ace - Kagari/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toContain(TEST_SKY_SPELL);
    // 1 Spell left in the GY (Pot of Greed): 1500 + 100.
    expect(s.atk(C.SKY_STRIKER_ACE_KAGARI)).toBe(1600);
    const fire = scenario()
      .monsterWith(0, C.SKY_STRIKER_ACE_KAGARI, { summon: 'link' })
      .extra(0, C.SKY_STRIKER_ACE_KAGARI)
      .start();
    expect(fire.has(/^Link Summon Sky Striker Ace - Kagari/)).toBe(false);
  });

  it('can only be Special Summoned once per turn (003 §2.1.5)', () => {
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monster(0, C.SKY_STRIKER_ACE_ROZE)
      .monsterWith(0, C.SKY_STRIKER_ACE_SHIZUKU, { zone: 'extra-left', summon: 'link' })
      .extra(0, C.SKY_STRIKER_ACE_KAGARI, C.SKY_STRIKER_ACE_KAGARI)
      .deck(0, ...DECK)
      .start();
    // Shizuku's arrow (top-right) points to no Main Monster Zone of ours: a Main Monster Zone needs a linked zone, so
    // Kagari (Link) uses Shizuku as material to take the Extra Monster Zone.
    s.chooseAny(/^Link Summon Sky Striker Ace - Kagari/);
    s.toOpenState();
    expect(s.cards(0, 'mzone').filter((c) => c.code === C.SKY_STRIKER_ACE_KAGARI)).toHaveLength(1);
    expect(s.has(/^Link Summon Sky Striker Ace - Kagari/)).toBe(false);
  });
});

describe('Sky Striker Ace - Shizuku', () => {
  it('lowers the opponent\'s monsters\' ATK/DEF by 100 per Spell in your GY; in the End Phase of the turn it was Special Summoned, searches a "Sky Striker" Spell whose name is not in your GY', () => {
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monster(1, C.DARK_MAGICIAN)
      .extra(0, C.SKY_STRIKER_ACE_SHIZUKU)
      .gy(0, C.POT_OF_GREED, TEST_SKY_SPELL)
      .deck(0, TEST_SKY_SPELL, TEST_SKY_SPELL_2, C.SANGAN)
      .deck(1, ...DECK)
      .start();
    expect(s.atk(C.DARK_MAGICIAN)).toBe(2500);
    s.choose(/^Link Summon Sky Striker Ace - Shizuku/);
    s.toOpenState();
    expect(s.atk(C.DARK_MAGICIAN)).toBe(2300);
    expect(s.def(C.DARK_MAGICIAN)).toBe(1900);
    s.choose('Go to the End Phase');
    s.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Ace - Shizuku/));
    s.choose(/^Sky Striker Ace - Shizuku/);
    // Test Spell 1 is in the GY already: only Test Spell 2 may be added (the lone choice is not asked).
    s.passUntil((x) => x.state.turn === 4);
    expect(s.codes(0, 'hand')).toEqual([TEST_SKY_SPELL_2]);
    expect(s.codes(0, 'deck')).toContain(TEST_SKY_SPELL);
  });

  it('does not search in the End Phase of a turn it was not Special Summoned', () => {
    const s = scenario()
      .monsterWith(0, C.SKY_STRIKER_ACE_SHIZUKU, { zone: 'extra-left', summon: 'link' })
      .deck(0, TEST_SKY_SPELL, C.SANGAN, C.KURIBOH)
      .deck(1, ...DECK)
      .start();
    let offered = false;
    s.choose('Go to the End Phase');
    s.passUntil((x) => {
      if (x.has(/^Sky Striker Ace - Shizuku/)) offered = true;
      return x.state.turn === 4;
    });
    expect(offered).toBe(false);
  });
});

describe('Sky Striker Ace - Hayate', () => {
  it('can attack directly while the opponent controls monsters; after damage calculation, sends a "Sky Striker" card from the Deck to the GY', () => {
    const s = scenario()
      .monsterWith(0, C.SKY_STRIKER_ACE_HAYATE, { zone: 'extra-left', summon: 'link' })
      .monster(1, C.DARK_MAGICIAN)
      .deck(0, TEST_SKY_SPELL, C.SANGAN, C.KURIBOH)
      .deck(1, ...DECK)
      .battle('battle-step')
      .start();
    expect(s.has(/^Attack Dark Magician/)).toBe(true);
    s.choose(/^Attack directly with Sky Striker Ace - Hayate/);
    s.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Ace - Hayate/));
    expect(s.lp(1)).toBe(6500);
    s.choose(/^Sky Striker Ace - Hayate/);
    s.passUntil((x) => x.state.chain.length === 0 && x.player === 0 && x.has(/^Go to|^End/));
    expect(s.codes(0, 'gy')).toEqual([TEST_SKY_SPELL]);
  });
});

describe('Sky Striker Ace - Kaina', () => {
  it('stops 1 opponent\'s monster from attacking until the end of the opponent\'s turn; gains 100 LP after each "Sky Striker" Spell of yours resolves', () => {
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monster(1, C.DARK_MAGICIAN)
      .extra(0, C.SKY_STRIKER_ACE_KAINA)
      .hand(0, TEST_SKY_SPELL, C.POT_OF_GREED)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Link Summon Sky Striker Ace - Kaina/);
    s.passUntil((x) => x.has(/^Sky Striker Ace - Kaina/));
    s.choose(/^Sky Striker Ace - Kaina/);
    s.resolveChain();
    s.choose(/^Activate Sky Striker Test Spell 1/);
    s.resolveChain();
    expect(s.lp(0)).toBe(8100);
    // Not another Spell.
    s.choose(/^Activate Pot of Greed/);
    s.resolveChain();
    expect(s.lp(0)).toBe(8100);
    // The opponent's turn: Dark Magician cannot attack.
    s.choose('Go to the End Phase');
    s.passUntil((x) => x.state.turn === 4 && x.has(/^Enter the Battle Phase/));
    s.choose(/^Enter the Battle Phase/);
    s.passUntil((x) => x.player === 1);
    expect(s.has(/^Attack/)).toBe(false);
  });
});
