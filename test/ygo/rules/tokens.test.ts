/**
 * 003 §3.3.2 "Tokens" (issue 7; 000/002 p.43–45, digest §12 item 24): a Token is created by its Special Summon as a
 * new card instance, is face-up only, vanishes when it leaves the field (no GY, no banishment, no hand or Deck),
 * may be Tributed for a Tribute Summon, and its creation is a Special Summon others answer. Tokens exist under
 * every rule set, so the cases that matter run under every preset.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { cloneDuel } from '../../../src/ygo/clone.ts';
import { viewDuel } from '../../../src/ygo/view.ts';
import { checkDuelCards } from '../../../src/ygo/state-check.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import type { CardInstance } from '../../../src/ygo/state.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const PRESETS: readonly RuleSetId[] = ['master-rule-2020', 'master-rule-2', 'pre-2008', 'ocg-2005'];

/** Scapegoat activated from the hand and resolved by player 0 in their Main Phase (Feral Imp also in hand). */
function scapegoat(rules: RuleSetId = 'master-rule-2020'): Scenario {
  const s = scenario().rules(rules).hand(0, C.SCAPEGOAT, C.FERAL_IMP).deck(0, C.CELTIC_GUARDIAN).start();
  s.choose('Activate Scapegoat');
  return s.resolveChain();
}

/** One-Time Passcode (Set before this turn) activated and resolved by player 0; the scenario's other cards given. */
function passcode(build: (b: ReturnType<typeof scenario>) => ReturnType<typeof scenario>): Scenario {
  const s = build(scenario().spellTrap(0, C.ONE_TIME_PASSCODE)).start();
  s.choose('Activate One-Time Passcode');
  return s;
}

const tokensOf = (s: Scenario, code: number): CardInstance[] => s.duel.cards.filter((c) => c.code === code);

/** A vanished Token: in no pile and no zone, its record 'gone' (003 §3.3.2). */
function expectVanished(s: Scenario, c: CardInstance): void {
  expect(c.location).toBe('gone');
  expect(c.seq).toBe(-1);
  for (const p of [0, 1] as const) {
    const pl = s.duel.players[p];
    for (const pile of [pl.deck, pl.hand, pl.gy, pl.banished, pl.extra, pl.mzone, pl.szone])
      expect(pile).not.toContain(c.uid);
  }
  expect(s.duel.emz).not.toContain(c.uid);
}

describe('creating Tokens (003 §3.3.2)', () => {
  for (const rules of PRESETS) {
    it(`Scapegoat creates 4 new face-up Defense Position Sheep Tokens owned by its player (${rules})`, () => {
      const s = scapegoat(rules);
      expect(s.codes(0, 'mzone')).toEqual([C.SHEEP_TOKEN, C.SHEEP_TOKEN, C.SHEEP_TOKEN, C.SHEEP_TOKEN]);
      const sheep = tokensOf(s, C.SHEEP_TOKEN);
      expect(sheep).toHaveLength(4);
      // New card instances, appended after the Decks' cards.
      const deckCards = s.duel.cards.length - 4;
      expect(sheep.map((c) => c.uid)).toEqual([deckCards, deckCards + 1, deckCards + 2, deckCards + 3]);
      for (const c of sheep)
        expect([c.owner, c.controller, c.faceUp, c.defense, c.summon]).toEqual([0, 0, true, true, 'special']);
      expect(s.codes(0, 'gy')).toEqual([C.SCAPEGOAT]);
      expect(() => checkDuelCards(s.duel)).not.toThrow();
    });
  }

  it('the player chooses each Token\u2019s zone, before any Token exists', () => {
    const t = scenario().askZones().spellTrap(0, C.ONE_TIME_PASSCODE).monster(0, C.CELTIC_GUARDIAN).start();
    const cardsBefore = t.duel.cards.length;
    t.choose('Activate One-Time Passcode');
    t.until('zone');
    expect(t.ids()).toEqual(['zone:mzone:1', 'zone:mzone:2', 'zone:mzone:3', 'zone:mzone:4']);
    expect(t.duel.cards.length).toBe(cardsBefore);
    t.choose({ id: 'zone:mzone:3' });
    expect(tokensOf(t, C.SECURITY_TOKEN)[0]!.seq).toBe(3);
  });

  it('no free zones for them all: the card is not offered (003 §3.4.3)', () => {
    const b = scenario().hand(0, C.SCAPEGOAT).spellTrap(0, C.ONE_TIME_PASSCODE);
    const s = b.monster(0, C.CELTIC_GUARDIAN).monster(0, C.CELTIC_GUARDIAN).start();
    // Scapegoat needs 4 free Main Monster Zones; One-Time Passcode 1.
    expect(s.has('Activate Scapegoat')).toBe(false);
    expect(s.has('Activate One-Time Passcode')).toBe(true);
    const full = scenario().spellTrap(0, C.ONE_TIME_PASSCODE);
    for (let i = 0; i < 5; i++) full.monster(0, C.CELTIC_GUARDIAN);
    expect(full.start().has('Activate One-Time Passcode')).toBe(false);
  });

  it('a Token\u2019s Special Summon is answered like any: Bottomless Trap Hole destroys the Security Token, which vanishes instead of being banished', () => {
    for (const rules of PRESETS) {
      const s = passcode((b) => b.rules(rules).spellTrap(1, C.BOTTOMLESS_TRAP_HOLE));
      s.passUntil((x) => x.has('Activate Bottomless Trap Hole'));
      expect(s.decision?.player).toBe(1);
      const token = tokensOf(s, C.SECURITY_TOKEN)[0]!;
      expect(token.location).toBe('mzone');
      s.choose('Activate Bottomless Trap Hole');
      s.resolveChain();
      expectVanished(s, token);
      expect(s.codes(0, 'banished')).toEqual([]);
      expect(s.codes(1, 'banished')).toEqual([]);
      expect(s.codes(0, 'gone')).toEqual([C.SECURITY_TOKEN]);
      // Destroyed, and left the field, but never sent to the GY nor banished.
      const about = s.log.filter((e) => 'card' in e && e.card === token.alias).map((e) => e.type);
      expect(about).toContain('destroyed');
      expect(about).toContain('vanished');
      expect(about).not.toContain('banished');
      expect(about).not.toContain('sent-to-gy');
      expect(s.duel.players[0].mzone).toEqual([-1, -1, -1, -1, -1]);
    }
  });
});

describe('Tokens leaving the field vanish (003 §3.3.2; 000 p.45)', () => {
  for (const rules of PRESETS) {
    it(`destroyed by Dark Hole: not in the GY, their zones free (${rules})`, () => {
      const s = scenario().rules(rules).hand(0, C.SCAPEGOAT, C.DARK_HOLE).start();
      s.choose('Activate Scapegoat');
      s.resolveChain();
      s.choose('Activate Dark Hole');
      s.resolveChain();
      for (const c of tokensOf(s, C.SHEEP_TOKEN)) expectVanished(s, c);
      expect(s.codes(0, 'gy')).toEqual([C.SCAPEGOAT, C.DARK_HOLE]);
      expect(s.codes(0, 'mzone')).toEqual([]);
      expect(() => checkDuelCards(s.duel)).not.toThrow();
    });
  }

  it('Tributed for a Tribute Summon: the Token vanishes and its zone takes the monster', () => {
    for (const rules of PRESETS) {
      const s = passcode((b) => b.rules(rules).hand(0, C.SUMMONED_SKULL));
      s.resolveChain();
      const token = tokensOf(s, C.SECURITY_TOKEN)[0]!;
      s.choose('Normal Summon Summoned Skull');
      s.choose({ card: token.uid });
      s.resolveChain();
      expectVanished(s, token);
      expect(s.find(C.SUMMONED_SKULL).location).toBe('mzone');
      expect(s.codes(0, 'gy')).toEqual([C.ONE_TIME_PASSCODE]);
    }
  });

  it('returned to the hand by Compulsory Evacuation Device: it vanishes, the hand is unchanged', () => {
    const s = passcode((b) => b.spellTrap(0, C.COMPULSORY_EVACUATION_DEVICE));
    s.resolveChain();
    const token = tokensOf(s, C.SECURITY_TOKEN)[0]!;
    // Its one possible target, the Token, is taken without a question.
    s.choose('Activate Compulsory Evacuation Device');
    s.resolveChain();
    expectVanished(s, token);
    expect(s.codes(0, 'hand')).toEqual([]);
    expect(s.log.some((e) => e.type === 'to-hand')).toBe(false);
  });
});

describe('Scapegoat\u2019s restrictions', () => {
  it('its Sheep Tokens cannot be Tributed for a Tribute Summon, on a later turn too', () => {
    const s = scenario()
      .hand(0, C.SCAPEGOAT, C.SUMMONED_SKULL)
      .deck(0, C.CELTIC_GUARDIAN)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Scapegoat');
    s.resolveChain();
    // Next turn of player 0: the lock is over, but the Sheep still cannot be Tributed.
    s.toTurn(s.duel.turn + 2).toOpenState();
    expect(s.duel.turnPlayer).toBe(0);
    expect(s.codes(0, 'mzone')).toEqual([C.SHEEP_TOKEN, C.SHEEP_TOKEN, C.SHEEP_TOKEN, C.SHEEP_TOKEN]);
    expect(s.has('Normal Summon Summoned Skull')).toBe(false);
    expect(s.has('Normal Summon Celtic Guardian')).toBe(true);
  });

  it('"you cannot Summon other monsters the turn you activate this card (but you can Normal Set)" (003 §2.1.4)', () => {
    const s = scapegoat();
    expect(s.has('Normal Summon Feral Imp')).toBe(false);
    expect(s.has('Set Feral Imp')).toBe(true);
    // A successful Summon first: Scapegoat can no longer be activated that turn; a Set first does not matter.
    const summoned = scenario().hand(0, C.SCAPEGOAT, C.FERAL_IMP).start();
    summoned.choose('Normal Summon Feral Imp');
    summoned.resolveChain();
    expect(summoned.has('Activate Scapegoat')).toBe(false);
    const set = scenario().hand(0, C.SCAPEGOAT, C.FERAL_IMP).start();
    set.choose('Set Feral Imp');
    set.resolveChain();
    expect(set.has('Activate Scapegoat')).toBe(true);
  });
});

describe('Tokens are face-up only and seen by both players', () => {
  it('Book of Moon cannot choose a Token (003 §3.4.4)', () => {
    const s = passcode((b) => b.hand(0, C.BOOK_OF_MOON));
    s.resolveChain();
    expect(s.has('Activate Book of Moon')).toBe(false);
  });

  it('both players\u2019 views show the Token face-up with its name and stats', () => {
    const s = passcode((b) => b);
    s.resolveChain();
    for (const viewer of [0, 1] as const) {
      const m = viewDuel(s.duel, viewer).players[0].monsters.find((v) => v !== null)!;
      expect([m.code, m.name, m.faceUp, m.defense, m.atk, m.def]).toEqual([
        C.SECURITY_TOKEN,
        'Security Token',
        true,
        true,
        2000,
        2000,
      ]);
    }
  });
});

describe('duels with Tokens copy exactly', () => {
  it('serialize→deserialize and clone round-trip a duel with a Token on the field and vanished ones', () => {
    const s = scenario().hand(0, C.SCAPEGOAT, C.DARK_HOLE).spellTrap(1, C.ONE_TIME_PASSCODE).start();
    s.choose('Activate Scapegoat');
    s.resolveChain();
    s.choose('Activate Dark Hole');
    s.resolveChain();
    // Player 1's Token, Summoned later in the turn (player 0 is under Scapegoat's "cannot Summon").
    s.passUntil((x) => x.has('Activate One-Time Passcode'));
    s.choose('Activate One-Time Passcode');
    s.resolveChain();
    expect(s.duel.cards.filter((c) => c.location === 'gone')).toHaveLength(4);
    expect(s.codes(1, 'mzone')).toEqual([C.SECURITY_TOKEN]);
    const text = ygoGame.serialize(s.duel);
    const back = ygoGame.deserialize(text);
    expect(ygoGame.serialize(back)).toBe(text);
    expect(ygoGame.serialize(cloneDuel(s.duel))).toBe(text);
  });

  it('deserialize refuses a Token in a pile and a card gone that is no Token', () => {
    const s = scapegoat();
    const token = tokensOf(s, C.SHEEP_TOKEN)[0]!.uid;
    const raw = JSON.parse(ygoGame.serialize(s.duel)) as {
      cards: CardInstance[];
      players: { gy: number[]; mzone: number[] }[];
    };
    raw.players[0]!.mzone[raw.players[0]!.mzone.indexOf(token)] = -1;
    raw.players[0]!.gy.push(token);
    raw.cards[token]!.location = 'gy';
    expect(() => ygoGame.deserialize(JSON.stringify(raw))).toThrow(/is a Token in gy/);
    const raw2 = JSON.parse(ygoGame.serialize(s.duel)) as { cards: CardInstance[]; players: { gy: number[] }[] };
    const scape = raw2.players[0]!.gy[0]!;
    raw2.players[0]!.gy = [];
    raw2.cards[scape]!.location = 'gone';
    expect(() => ygoGame.deserialize(JSON.stringify(raw2))).toThrow(/gone but is no Token/);
  });
});

describe('Darklord Asmodeus and its Tokens (003 §3.3.2 TC-46)', () => {
  it('destroyed while its owner controls it: an Asmo Token and a Deus Token; the Deus Token survives battle', () => {
    const s = scenario().monster(0, C.BLUE_EYES).hand(0, C.RAIGEKI).monster(1, C.DARKLORD_ASMODEUS).start();
    s.choose('Activate Raigeki');
    s.resolveChain();
    expect(s.codes(1, 'mzone')).toEqual([C.ASMO_TOKEN, C.DEUS_TOKEN]);
    expect(s.codes(1, 'gy')).toEqual([C.DARKLORD_ASMODEUS]);
    const deus = s.find(C.DEUS_TOKEN);
    expect([deus.owner, deus.faceUp, deus.defense]).toEqual([1, true, false]);
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack Deus Token');
    s.choose('Attack Deus Token');
    s.passUntil((x) => x.lp(1) < 8000);
    s.passUntil((x) => x.duel.battle === null);
    // "Cannot be destroyed by battle", given by Asmodeus's resolution: the damage is dealt, the Token stays.
    expect(s.lp(1)).toBe(8000 - 1800);
    expect(deus.location).toBe('mzone');
  });

  it('destroyed while the opponent controls it: no Tokens ("if this card you control … sent to your GY")', () => {
    const s = scenario().hand(0, C.CHANGE_OF_HEART, C.DARK_HOLE).monster(1, C.DARKLORD_ASMODEUS).start();
    s.choose('Activate Change of Heart');
    s.resolveChain();
    expect(s.find(C.DARKLORD_ASMODEUS).controller).toBe(0);
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.DARKLORD_ASMODEUS]);
    expect(s.duel.cards.filter((c) => c.code === C.ASMO_TOKEN || c.code === C.DEUS_TOKEN)).toEqual([]);
  });

  it('once per turn it sends a Fairy-Type monster from the Deck to the GY; it cannot be Special Summoned from the GY', () => {
    const s = scenario()
      .monster(0, C.DARKLORD_ASMODEUS)
      .deck(0, C.DARKLORD_ASMODEUS, C.FERAL_IMP)
      .hand(0, C.MONSTER_REBORN)
      .start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
    s.choose('Send 1 Fairy-Type monster from your Deck to the GY');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.DARKLORD_ASMODEUS]);
    expect(s.codes(0, 'deck')).toEqual([C.FERAL_IMP]);
    expect(s.has('Send 1 Fairy-Type monster from your Deck to the GY')).toBe(false);
    // 003 §3.3.2: "Cannot be Special Summoned from the Deck or GY": Monster Reborn has no target.
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });
});
