import { describe, expect, it } from 'vitest';
import { scenario, type Scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { defineCard } from '../../../src/ygo/cards/dsl/index.ts';
import { registerCards } from '../../../src/ygo/cards/registry.ts';

/**
 * A test-only stand-in for a Level 4 "Sky Striker Ace" monster (the Aces themselves are another helper's cards): a
 * plain Level 4 DARK Warrior of the "Sky Striker Ace" archetype.
 */
const TEST_ACE = 990115001;
registerCards([
  defineCard({
    code: TEST_ACE,
    name: 'Test Sky Striker Ace',
    kind: 'monster',
    categories: ['normal'],
    level: 4,
    attribute: 'DARK',
    type: 'Warrior',
    atk: 1500,
    def: 1000,
    setcodes: [0x1115],
    text: 'A test stand-in for a Level 4 "Sky Striker Ace" monster.',
  }),
]);

const SPELLS = [C.POT_OF_GREED, C.DARK_HOLE, C.RAIGEKI];
const DECK = [C.SANGAN, C.KURIBOH, C.CELTIC_GUARDIAN, C.MYSTIC_TOMATO];

/** Pass until player 0 is asked the optional "you can" part, and answer it. */
function optional(s: Scenario, yes: boolean): void {
  s.passUntil((x) => x.has(/^Yes$/) && x.has(/^No$/));
  s.choose(yes ? /^Yes$/ : /^No$/);
}

describe('Sky Striker Mobilize - Engage!', () => {
  it('adds 1 "Sky Striker" card other than itself; with 3+ Spells in the GY, may also draw 1', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE)
      .gy(0, ...SPELLS)
      .deck(
        0,
        C.SKY_STRIKER_MOBILIZE_ENGAGE,
        C.SKY_STRIKER_MANEUVER_AFTERBURNERS,
        C.SKY_STRIKER_MANEUVER_VECTOR_BLAST,
        C.SANGAN,
        C.KURIBOH,
      )
      .deck(1, ...DECK)
      .start();
    s.choose(/^Activate Sky Striker Mobilize - Engage!/);
    s.passUntil((x) => x.has(/^Sky Striker Maneuver - Afterburners!/));
    // Engage! itself is not offered.
    expect(s.has(/^Sky Striker Mobilize - Engage!/)).toBe(false);
    s.choose(/^Sky Striker Maneuver - Afterburners!/);
    optional(s, true);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toContain(C.SKY_STRIKER_MANEUVER_AFTERBURNERS);
    expect(s.codes(0, 'hand')).toHaveLength(2);
    expect(s.codes(0, 'deck')).toHaveLength(3);
  });

  it('draws nothing with fewer than 3 Spells in the GY', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE)
      .gy(0, C.POT_OF_GREED, C.DARK_HOLE)
      .deck(0, C.SKY_STRIKER_MANEUVER_AFTERBURNERS, C.SANGAN, C.KURIBOH)
      .start();
    s.choose(/^Activate Sky Striker Mobilize - Engage!/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([C.SKY_STRIKER_MANEUVER_AFTERBURNERS]);
    expect(s.codes(0, 'deck')).toHaveLength(2);
  });

  it('cannot be activated with a monster in a Main Monster Zone, but can with one in an Extra Monster Zone', () => {
    const deck = [C.SKY_STRIKER_MANEUVER_AFTERBURNERS, C.SANGAN];
    const main = scenario()
      .hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE)
      .monster(0, C.KURIBOH)
      .deck(0, ...deck)
      .start();
    expect(main.has(/^Activate Sky Striker Mobilize - Engage!/)).toBe(false);
    const extra = scenario()
      .hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE)
      .monsterWith(0, C.LINKURIBOH, { zone: 'extra-left', summon: 'link' })
      .deck(0, ...deck)
      .start();
    expect(extra.has(/^Activate Sky Striker Mobilize - Engage!/)).toBe(true);
    // No "Sky Striker" card in the Deck: nothing to add, no activation.
    const none = scenario().hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE).deck(0, C.SANGAN).start();
    expect(none.has(/^Activate Sky Striker Mobilize - Engage!/)).toBe(false);
  });
});

describe('Sky Striker Mecha - Widow Anchor', () => {
  it("negates a face-up Effect Monster's effects; with 3+ Spells, may take it until the End Phase", () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MECHA_WIDOW_ANCHOR)
      .monster(1, C.SANGAN)
      .monster(1, C.CELTIC_GUARDIAN)
      .gy(0, ...SPELLS)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    // Sangan is the only face-up Effect Monster (a Normal Monster is none): it is the target.
    s.choose(/^Activate Sky Striker Mecha - Widow Anchor/);
    optional(s, true);
    s.resolveChain();
    const sangan = s.find(C.SANGAN, 'mzone');
    expect(sangan.controller).toBe(0);
    expect(sangan.location).toBe('mzone');
    // It goes back in the End Phase.
    s.passUntil((x) => x.duel.turnPlayer === 1);
    expect(s.find(C.SANGAN, 'mzone').controller).toBe(1);
  });

  it('only negates with fewer than 3 Spells in the GY', () => {
    const s = scenario().hand(0, C.SKY_STRIKER_MECHA_WIDOW_ANCHOR).monster(1, C.SANGAN).gy(0, C.POT_OF_GREED).start();
    s.choose(/^Activate Sky Striker Mecha - Widow Anchor/);
    s.resolveChain();
    expect(s.find(C.SANGAN).controller).toBe(1);
    expect(s.duel.lingering.some((l) => l.kind === 'effects-negated' && l.uid === s.find(C.SANGAN).uid)).toBe(true);
  });

  it('needs a face-up Effect Monster to target', () => {
    const s = scenario().hand(0, C.SKY_STRIKER_MECHA_WIDOW_ANCHOR).monster(1, C.CELTIC_GUARDIAN).start();
    expect(s.has(/^Activate Sky Striker Mecha - Widow Anchor/)).toBe(false);
  });
});

describe('Sky Striker Mecha - Hornet Drones', () => {
  it('Summons a 0/0 Sky Striker Ace Token in Defense Position that cannot be Tributed', () => {
    const s = scenario().hand(0, C.SKY_STRIKER_MECHA_HORNET_DRONES, C.SUMMONED_SKULL).start();
    s.choose(/^Activate Sky Striker Mecha - Hornet Drones/);
    s.resolveChain();
    const token = s.find(C.SKY_STRIKER_ACE_TOKEN);
    expect(token.location).toBe('mzone');
    expect(token.defense).toBe(true);
    expect(s.atk(C.SKY_STRIKER_ACE_TOKEN)).toBe(0);
    expect(s.def(C.SKY_STRIKER_ACE_TOKEN)).toBe(0);
    // Summoned Skull (Level 6) would need it as a Tribute.
    expect(s.has(/Tribute Summon Summoned Skull|Normal Summon Summoned Skull/)).toBe(false);
  });

  it('with 3+ Spells in the GY on resolution, the Token is 1500/1500', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MECHA_HORNET_DRONES)
      .gy(0, ...SPELLS)
      .start();
    s.choose(/^Activate Sky Striker Mecha - Hornet Drones/);
    s.resolveChain();
    expect(s.atk(C.SKY_STRIKER_ACE_TOKEN)).toBe(1500);
    expect(s.def(C.SKY_STRIKER_ACE_TOKEN)).toBe(1500);
  });
});

describe('Sky Striker Mecha - Eagle Booster', () => {
  it('makes the target unaffected by other card effects this turn (Dark Hole does not destroy it)', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MECHA_EAGLE_BOOSTER, C.DARK_HOLE)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.KURIBOH)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Activate Sky Striker Mecha - Eagle Booster/);
    s.choose(/^Celtic Guardian/);
    s.resolveChain();
    s.choose(/^Activate Dark Hole/);
    s.resolveChain();
    expect(s.codes(1, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(1, 'gy')).toEqual([C.KURIBOH]);
  });

  it('with 3+ Spells in the GY, the target cannot be destroyed by battle this turn either', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MECHA_EAGLE_BOOSTER)
      .monster(1, C.CELTIC_GUARDIAN)
      .gy(0, ...SPELLS)
      .start();
    s.choose(/^Activate Sky Striker Mecha - Eagle Booster/);
    s.resolveChain();
    const uid = s.find(C.CELTIC_GUARDIAN).uid;
    const kinds = s.duel.lingering.filter((l) => l.uid === uid).map((l) => l.kind);
    expect(kinds).toEqual(['unaffected-effects', 'indestructible-battle']);
  });
});

describe('Sky Striker Mecha - Shark Cannon', () => {
  it("banishes a monster from the opponent's GY", () => {
    const s = scenario().hand(0, C.SKY_STRIKER_MECHA_SHARK_CANNON).gy(1, C.SANGAN).start();
    s.choose(/^Activate Sky Striker Mecha - Shark Cannon/);
    s.resolveChain();
    expect(s.codes(1, 'banished')).toEqual([C.SANGAN]);
  });

  it('with 3+ Spells in the GY, may Special Summon it to your field instead; it cannot attack', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MECHA_SHARK_CANNON)
      .gy(1, C.CELTIC_GUARDIAN)
      .gy(0, ...SPELLS)
      .start();
    s.choose(/^Activate Sky Striker Mecha - Shark Cannon/);
    s.passUntil((x) => x.has(/^Special Summon it to your field/));
    s.choose(/^Special Summon it to your field/);
    s.choose(/^Attack Position/);
    s.resolveChain();
    const g = s.find(C.CELTIC_GUARDIAN);
    expect(g.location).toBe('mzone');
    expect(g.controller).toBe(0);
    expect(s.duel.lingering.some((l) => l.kind === 'cannot-attack' && l.uid === g.uid)).toBe(true);
  });
});

describe('Sky Striker Maneuver - Jamming Waves!', () => {
  it('destroys a Set Spell/Trap; with 3+ Spells, may then destroy 1 monster', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MANEUVER_JAMMING_WAVES)
      .spellTrap(1, C.MIRROR_FORCE)
      .monster(1, C.CELTIC_GUARDIAN)
      .gy(0, ...SPELLS)
      .start();
    s.choose(/^Activate Sky Striker Maneuver - Jamming Waves!/);
    // The only monster left on the field is the one destroyed.
    optional(s, true);
    s.resolveChain();
    expect(s.codes(1, 'gy').sort()).toEqual([C.MIRROR_FORCE, C.CELTIC_GUARDIAN].sort());
  });

  it('cannot target a face-up Spell/Trap', () => {
    const s = scenario().hand(0, C.SKY_STRIKER_MANEUVER_JAMMING_WAVES).spellTrap(1, C.MIRROR_FORCE, true).start();
    expect(s.has(/^Activate Sky Striker Maneuver - Jamming Waves!/)).toBe(false);
  });
});

describe('Sky Striker Maneuver - Afterburners!', () => {
  it('destroys a face-up monster; with 3+ Spells, may then destroy 1 Spell/Trap', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MANEUVER_AFTERBURNERS)
      .spellTrap(1, C.MIRROR_FORCE)
      .monster(1, C.CELTIC_GUARDIAN)
      .gy(0, ...SPELLS)
      .start();
    s.choose(/^Activate Sky Striker Maneuver - Afterburners!/);
    optional(s, true);
    s.resolveChain();
    expect(s.codes(1, 'gy').sort()).toEqual([C.MIRROR_FORCE, C.CELTIC_GUARDIAN].sort());
  });

  it('destroys only the monster with fewer than 3 Spells', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MANEUVER_AFTERBURNERS)
      .spellTrap(1, C.MIRROR_FORCE)
      .monster(1, C.CELTIC_GUARDIAN)
      .start();
    s.choose(/^Activate Sky Striker Maneuver - Afterburners!/);
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.find(C.MIRROR_FORCE).location).toBe('szone');
  });
});

describe('Sky Striker Maneuver - Vector Blast', () => {
  it('each player sends the top 2 cards of their Deck; with 3+ Spells, may shuffle the Extra Monster Zone monsters away', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MANEUVER_VECTOR_BLAST)
      .monsterWith(1, C.LINKURIBOH, { zone: 'extra-left', summon: 'link' })
      .gy(0, ...SPELLS)
      .deck(0, ...DECK)
      .deck(1, C.SANGAN)
      .start();
    s.choose(/^Activate Sky Striker Maneuver - Vector Blast/);
    optional(s, true);
    s.resolveChain();
    expect(s.codes(0, 'deck')).toHaveLength(2);
    expect(s.codes(1, 'deck')).toHaveLength(0);
    expect(s.codes(1, 'gy')).toEqual([C.SANGAN]);
    expect(s.find(C.LINKURIBOH).location).toBe('extra');
  });
});

describe('Sky Striker Maneuver - Scissors Cross', () => {
  it('adds a Level 4 "Sky Striker Ace" monster from the GY to the hand', () => {
    const s = scenario().hand(0, C.SKY_STRIKER_MANEUVER_SCISSORS_CROSS).gy(0, TEST_ACE).start();
    s.choose(/^Activate Sky Striker Maneuver - Scissors Cross/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([TEST_ACE]);
  });

  it('with 3+ Spells in the GY, may Special Summon it instead', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MANEUVER_SCISSORS_CROSS)
      .gy(0, TEST_ACE, ...SPELLS)
      .start();
    s.choose(/^Activate Sky Striker Maneuver - Scissors Cross/);
    s.passUntil((x) => x.has(/^Special Summon it$/));
    s.choose(/^Special Summon it$/);
    s.choose(/^Defense Position/);
    s.resolveChain();
    const ace = s.find(TEST_ACE);
    expect(ace.location).toBe('mzone');
    expect(ace.defense).toBe(true);
  });

  it('needs a Level 4 "Sky Striker Ace" monster: the Level 1 Token is none, nor another Level 4 monster', () => {
    const s = scenario().hand(0, C.SKY_STRIKER_MANEUVER_SCISSORS_CROSS).gy(0, C.CELTIC_GUARDIAN).start();
    expect(s.has(/^Activate Sky Striker Maneuver - Scissors Cross/)).toBe(false);
  });
});

describe('Sky Striker Airspace - Area Zero', () => {
  it('excavates 3: adds a "Sky Striker" card and sends the targeted card to the GY; once per turn', () => {
    const s = scenario()
      .spellTrap(0, C.SKY_STRIKER_AIRSPACE_AREA_ZERO, true)
      .spellTrap(0, C.POT_OF_GREED)
      .deck(0, C.SANGAN, C.SKY_STRIKER_MANEUVER_AFTERBURNERS, C.KURIBOH)
      .start();
    s.choose(/^Activate Sky Striker Airspace - Area Zero/);
    s.passUntil((x) => x.has(/^Sky Striker Maneuver - Afterburners!/));
    s.choose(/^Sky Striker Maneuver - Afterburners!/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([C.SKY_STRIKER_MANEUVER_AFTERBURNERS]);
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED]);
    expect(s.codes(0, 'deck').sort()).toEqual([C.SANGAN, C.KURIBOH].sort());
    expect(s.has(/^Activate Sky Striker Airspace - Area Zero/)).toBe(false);
  });

  it('sends nothing when no "Sky Striker" card is excavated', () => {
    const s = scenario()
      .spellTrap(0, C.SKY_STRIKER_AIRSPACE_AREA_ZERO, true)
      .spellTrap(0, C.POT_OF_GREED)
      .deck(0, C.SANGAN, C.CELTIC_GUARDIAN, C.KURIBOH)
      .start();
    s.choose(/^Activate Sky Striker Airspace - Area Zero/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([]);
    expect(s.find(C.POT_OF_GREED).location).toBe('szone');
  });

  it('sent from the Field Zone to the GY by a card effect: Special Summons 1 "Sky Striker Ace" from the Deck', () => {
    const s = scenario()
      .spellTrap(0, C.SKY_STRIKER_AIRSPACE_AREA_ZERO, true)
      .hand(0, C.TWIN_TWISTERS, C.KURIBOH)
      .deck(0, TEST_ACE, C.SANGAN)
      .start();
    s.choose(/^Activate Twin Twisters/);
    s.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Airspace - Area Zero/));
    s.choose(/^Sky Striker Airspace - Area Zero/);
    s.passUntil((x) => x.has(/^Attack Position/));
    s.choose(/^Attack Position/);
    s.resolveChain();
    expect(s.find(C.SKY_STRIKER_AIRSPACE_AREA_ZERO).location).toBe('gy');
    expect(s.find(TEST_ACE).location).toBe('mzone');
  });
});

describe('Sky Striker Mecha Modules - Multirole', () => {
  it('sends 1 other card you control to the GY; then the opponent cannot respond to your Spell Card activations', () => {
    const base = () =>
      scenario()
        .spellTrap(0, C.SKY_STRIKER_MECHA_MODULES_MULTIROLE, true)
        .spellTrap(0, C.POT_OF_GREED)
        .hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE)
        .hand(1, C.ASH_BLOSSOM)
        .deck(0, C.SKY_STRIKER_MANEUVER_AFTERBURNERS, C.SANGAN, C.KURIBOH)
        .deck(1, ...DECK);
    // Without the lock, Ash Blossom & Joyous Spring can answer Engage!'s search.
    const free = base().start();
    free.choose(/^Activate Sky Striker Mobilize - Engage!/);
    expect(free.player).toBe(1);
    expect(free.has(/Ash Blossom/)).toBe(true);

    const s = base().start();
    s.choose(/Send 1 other card you control to the GY/);
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED]);
    s.choose(/^Activate Sky Striker Mobilize - Engage!/);
    // Player 1 is never offered Ash Blossom in response: the chain resolves.
    s.passUntil((x) => x.duel.chain.length === 0 && x.player === 0, 50);
    expect(s.codes(1, 'hand')).toEqual([C.ASH_BLOSSOM]);
    expect(s.codes(0, 'hand')).toEqual([C.SKY_STRIKER_MANEUVER_AFTERBURNERS]);
    // Once per turn.
    expect(s.has(/Send 1 other card you control to the GY/)).toBe(false);
  });

  it('in the End Phase, Sets "Sky Striker" Spells from the GY up to the number activated while it was face-up; banished when they leave', () => {
    const s = scenario()
      .spellTrap(0, C.SKY_STRIKER_MECHA_MODULES_MULTIROLE, true)
      .hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE)
      .gy(0, C.SKY_STRIKER_MANEUVER_VECTOR_BLAST)
      .deck(0, C.SKY_STRIKER_MANEUVER_AFTERBURNERS, C.SANGAN, C.KURIBOH)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Activate Sky Striker Mobilize - Engage!/);
    s.resolveChain();
    expect(s.codes(0, 'gy').sort()).toEqual(
      [C.SKY_STRIKER_MANEUVER_VECTOR_BLAST, C.SKY_STRIKER_MOBILIZE_ENGAGE].sort(),
    );
    s.choose(/^Go to the End Phase/);
    s.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Mecha Modules - Multirole/));
    s.choose(/^Sky Striker Mecha Modules - Multirole/);
    // 1 "Sky Striker" Spell Card was activated: 1 of the 2 is Set.
    s.passUntil((x) => x.has(/^Sky Striker Maneuver - Vector Blast/));
    s.choose(/^Sky Striker Maneuver - Vector Blast/);
    s.passUntil((x) => x.duel.turnPlayer === 1);
    const vb = s.find(C.SKY_STRIKER_MANEUVER_VECTOR_BLAST);
    expect(vb.location).toBe('szone');
    expect(vb.faceUp).toBe(false);
    expect(s.find(C.SKY_STRIKER_MOBILIZE_ENGAGE).location).toBe('gy');
    expect(s.duel.lingering.some((l) => l.kind === 'banish-on-leave' && l.uid === vb.uid)).toBe(true);
  });

  it('without a "Sky Striker" Spell Card activated while it was face-up, nothing is Set', () => {
    const s = scenario()
      .spellTrap(0, C.SKY_STRIKER_MECHA_MODULES_MULTIROLE, true)
      .gy(0, C.SKY_STRIKER_MANEUVER_VECTOR_BLAST)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Go to the End Phase/);
    s.passUntil((x) => x.duel.turnPlayer === 1);
    expect(s.find(C.SKY_STRIKER_MANEUVER_VECTOR_BLAST).location).toBe('gy');
  });
});

describe('Sky Striker Spells: the shared words', () => {
  it('"3 or more Spells in your GY" counts Spell Cards only (a Trap or a monster does not count)', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MANEUVER_AFTERBURNERS)
      .spellTrap(1, C.MIRROR_FORCE)
      .monster(1, C.CELTIC_GUARDIAN)
      .gy(0, C.POT_OF_GREED, C.DARK_HOLE, C.MIRROR_FORCE, C.SANGAN)
      .start();
    s.choose(/^Activate Sky Striker Maneuver - Afterburners!/);
    s.resolveChain();
    // Only 2 Spells: no question, the Set card stays.
    expect(s.find(C.MIRROR_FORCE, 'szone').location).toBe('szone');
  });

  it('a "banish them when they leave the field" Set Spell is banished instead of going to the GY', () => {
    const s = scenario()
      .spellTrap(0, C.SKY_STRIKER_MECHA_MODULES_MULTIROLE, true)
      .hand(0, C.SKY_STRIKER_MOBILIZE_ENGAGE)
      .hand(1, C.TWIN_TWISTERS, C.KURIBOH)
      .deck(0, C.SKY_STRIKER_MANEUVER_AFTERBURNERS, C.SANGAN, C.KURIBOH, C.MYSTIC_TOMATO)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Activate Sky Striker Mobilize - Engage!/);
    s.resolveChain();
    s.choose(/^Go to the End Phase/);
    s.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Mecha Modules - Multirole/));
    s.choose(/^Sky Striker Mecha Modules - Multirole/);
    s.passUntil((x) => x.duel.turnPlayer === 1 && x.player === 1 && x.has(/^Activate Twin Twisters/));
    expect(s.find(C.SKY_STRIKER_MOBILIZE_ENGAGE).location).toBe('szone');
    s.choose(/^Activate Twin Twisters/);
    s.choose(/^Kuriboh/);
    // Player 1 sees the Set card as a face-down card.
    s.choose(/^face-down card/);
    s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.player === 1);
    expect(s.find(C.SKY_STRIKER_MOBILIZE_ENGAGE).location).toBe('banished');
  });

  it("Multirole's own activation is not counted: activated this turn with no other Sky Striker Spell, it Sets nothing", () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MECHA_MODULES_MULTIROLE)
      .gy(0, C.SKY_STRIKER_MANEUVER_VECTOR_BLAST)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Activate Sky Striker Mecha Modules - Multirole/);
    s.resolveChain();
    expect(s.find(C.SKY_STRIKER_MECHA_MODULES_MULTIROLE).location).toBe('szone');
    s.choose(/^Go to the End Phase/);
    s.passUntil((x) => x.duel.turnPlayer === 1);
    expect(s.find(C.SKY_STRIKER_MANEUVER_VECTOR_BLAST).location).toBe('gy');
  });

  it('Widow Anchor negates a monster you already control (an Extra Monster Zone one) but does not take it', () => {
    const s = scenario()
      .hand(0, C.SKY_STRIKER_MECHA_WIDOW_ANCHOR)
      .monsterWith(0, C.LINKURIBOH, { zone: 'extra-left', summon: 'link' })
      .gy(0, ...SPELLS)
      .start();
    s.choose(/^Activate Sky Striker Mecha - Widow Anchor/);
    s.resolveChain();
    const l = s.find(C.LINKURIBOH);
    expect(l.controller).toBe(0);
    expect(s.duel.lingering.some((x) => x.kind === 'effects-negated' && x.uid === l.uid)).toBe(true);
  });
});
