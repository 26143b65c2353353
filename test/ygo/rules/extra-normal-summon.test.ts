/**
 * 003 §3.4.4 "Extra Normal Summon effects" (issue 7): "you can Normal Summon 1 X in addition to your Normal
 * Summon/Set". Only one additional Normal Summon per turn, whatever grants apply (TC-117); once it was used no grant
 * can be activated (TC-118); a grant gained but unused does not stop a different one, and the player picks one when
 * Summoning (TC-119); identical grants: once one is gained the other cannot be activated (TC-120). The regular Normal
 * Summon/Set comes first; the additional one is a Summon only (no Set).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { canSummonTokens } from '../../../src/ygo/rules/tokens.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const toMain = (s: Scenario): Scenario =>
  s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action');

const extraOptions = (s: Scenario): string[] => s.options().filter((o) => o.includes('(in addition, by'));

/** Two face-up Atlantean Heavy Infantry; in hand another one and two Feral Imps. */
function atlanteans(rules: RuleSetId = 'master-rule-2020'): Scenario {
  return scenario()
    .rules(rules)
    .monster(0, C.ATLANTEAN_HEAVY_INFANTRY)
    .monster(0, C.ATLANTEAN_HEAVY_INFANTRY)
    .hand(0, C.FERAL_IMP, C.ATLANTEAN_HEAVY_INFANTRY, C.FERAL_IMP)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP)
    .start();
}

describe('Extra Normal Summons (003 §3.4.4)', () => {
  for (const rules of ['master-rule-2020', 'master-rule-2'] as const) {
    it(`TC-117 [${rules}]: two Atlantean Heavy Infantry give only one additional Normal Summon`, () => {
      const s = atlanteans(rules);
      // The regular Normal Summon/Set first: no additional option yet.
      expect(extraOptions(s)).toEqual([]);
      s.chooseAny('Normal Summon Feral Imp');
      toMain(s);
      // Only the Level 4 or lower Sea Serpent, once, and no Set: one option although two grants apply.
      expect(extraOptions(s).map((o) => o.replace(/ \(your hand\)/, ''))).toEqual([
        'Normal Summon Atlantean Heavy Infantry (in addition, by Atlantean Heavy Infantry)',
      ]);
      expect(s.has(/^Set /)).toBe(false);
      expect(s.has(/^Normal Summon Feral Imp/)).toBe(false);
      s.choose(/^Normal Summon Atlantean Heavy Infantry/);
      toMain(s);
      expect(s.cards(0, 'mzone').filter((c) => c.code === C.ATLANTEAN_HEAVY_INFANTRY).length).toBe(3);
      expect(s.duel.players[0].extraNormalUsed).toBe(true);
      expect(s.duel.players[0].summonHistory.map((r) => r.method)).toEqual(['normal', 'normal']);
      // Now three grants on the field, still none to use.
      expect(s.has(/^Normal Summon/)).toBe(false);
    });
  }

  it('a face-down Atlantean Heavy Infantry grants nothing; the grant lapses at the end of the turn', () => {
    const s = scenario()
      .monster(0, C.ATLANTEAN_HEAVY_INFANTRY, 'set')
      .hand(0, C.FERAL_IMP, C.ATLANTEAN_HEAVY_INFANTRY)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Feral Imp');
    toMain(s);
    expect(extraOptions(s)).toEqual([]);
    s.toTurn(s.duel.turn + 1);
    expect(s.duel.players[0].extraNormalUsed).toBe(false);
    expect(s.duel.players[0].extraGrants).toEqual([]);
  });

  it('TC-118 (with Atlantean Heavy Infantry for the used grant): once an additional Normal Summon was used, Balancer Lord cannot be activated', () => {
    const s = scenario()
      .monster(0, C.ATLANTEAN_HEAVY_INFANTRY)
      .monster(0, C.BALANCER_LORD)
      .hand(0, C.FERAL_IMP, C.ATLANTEAN_HEAVY_INFANTRY)
      .deck(0, C.FERAL_IMP)
      .start();
    expect(s.has(/^Activate Balancer Lord/)).toBe(true);
    s.choose('Normal Summon Feral Imp');
    toMain(s);
    expect(s.has(/^Activate Balancer Lord/)).toBe(true);
    s.choose(/^Normal Summon Atlantean Heavy Infantry/);
    toMain(s);
    expect(s.has(/^Activate Balancer Lord/)).toBe(false);
  });

  it('TC-118: after using Imduk the World Chalice Dragon, Balancer Lord cannot be activated; before, it could', () => {
    const s = scenario()
      .monster(0, C.IMDUK_THE_WORLD_CHALICE_DRAGON)
      .monster(0, C.BALANCER_LORD)
      .hand(0, C.FERAL_IMP, C.CHOSEN_BY_THE_WORLD_CHALICE, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .start();
    s.chooseAny('Normal Summon Feral Imp');
    toMain(s);
    // Only the "World Chalice" monster, by Imduk.
    expect(extraOptions(s).map((o) => o.replace(/ \(your hand\)/, ''))).toEqual([
      'Normal Summon Chosen by the World Chalice (in addition, by Imduk the World Chalice Dragon)',
    ]);
    expect(s.has(/^Activate Balancer Lord/)).toBe(true);
    s.choose(/^Normal Summon Chosen by the World Chalice/);
    toMain(s);
    expect(s.has(/^Activate Balancer Lord/)).toBe(false);
  });

  it('TC-119: Swap Frog activated but unused → Balancer Lord may be activated; one is picked when Summoning, the other lapses', () => {
    const s = scenario()
      .monster(0, C.SWAP_FROG)
      .monster(0, C.BALANCER_LORD)
      .monster(0, C.FERAL_IMP)
      .hand(0, C.BEELZE_FROG, C.PIKARI)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Swap Frog/);
    s.choose(/^Feral Imp/);
    toMain(s);
    expect(s.find(C.FERAL_IMP).location).toBe('hand');
    expect(s.duel.players[0].extraGrants).toEqual([C.SWAP_FROG]);
    // A different grant, gained but unused: Balancer Lord may still be activated.
    s.choose(/^Activate Balancer Lord/);
    toMain(s);
    expect(s.duel.players[0].extraGrants).toEqual([C.SWAP_FROG, C.BALANCER_LORD]);
    s.choose('Normal Summon Feral Imp');
    toMain(s);
    expect(
      extraOptions(s)
        .map((o) => o.replace(/ \(your hand\)/, ''))
        .sort(),
    ).toEqual([
      'Normal Summon Beelze Frog (in addition, by Swap Frog)',
      'Normal Summon Pikari @Ignister (in addition, by Balancer Lord)',
    ]);
    s.choose(/^Normal Summon Beelze Frog/);
    toMain(s);
    expect(s.find(C.BEELZE_FROG).location).toBe('mzone');
    expect(extraOptions(s)).toEqual([]);
  });

  it('Swap Frog\'s own Special Summon discards another WATER monster (chosen first); then its "when Summoned" sends a WATER Aqua from the Deck', () => {
    const s = scenario()
      .hand(0, C.SWAP_FROG, C.ATLANTEAN_HEAVY_INFANTRY, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP, C.SWAP_FROG)
      .start();
    s.choose(/^Special Summon Swap Frog .*discard 1 other WATER monster/);
    // Only the other WATER monster is offered to discard; then the position.
    expect(s.options().map((o) => o.split(' (')[0])).toEqual(['Atlantean Heavy Infantry']);
    s.choose(/^Atlantean Heavy Infantry/);
    s.choose('Attack Position');
    s.passUntil((x) => x.has(/Swap Frog/) && x.decision?.kind !== 'action');
    expect(s.find(C.ATLANTEAN_HEAVY_INFANTRY).location).toBe('gy');
    expect(s.find(C.SWAP_FROG, 'mzone').summon).toBe('special');
    s.choose(s.has('Yes') ? 'Yes' : /Swap Frog/);
    s.passUntil((x) => x.decision?.prompt.startsWith('Send 1 Level 2') === true);
    // The Deck's Swap Frog or this face-up one (a Level 2 WATER Aqua too): the Deck's.
    s.choose(/^Swap Frog \(your Deck\)/);
    toMain(s);
    expect(
      s
        .cards(0, 'gy')
        .map((c) => c.code)
        .sort(),
    ).toEqual([C.ATLANTEAN_HEAVY_INFANTRY, C.SWAP_FROG].sort());
    // Without another WATER monster in the hand it is not offered.
    const t = scenario().hand(0, C.SWAP_FROG, C.FERAL_IMP).deck(0, C.FERAL_IMP).start();
    expect(t.has(/^Special Summon Swap Frog/)).toBe(false);
  });

  it('TC-119 (Balancer Lord and Eidos): a grant gained but unused does not stop a different one; using one, the other lapses', () => {
    const s = scenario()
      .monster(0, C.BALANCER_LORD)
      .hand(0, C.EIDOS_THE_UNDERWORLD_SQUIRE, C.PIKARI, C.CURSE_OF_DRAGON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Balancer Lord/);
    toMain(s);
    expect(s.lp(0)).toBe(7000);
    expect(s.duel.players[0].extraGrants).toEqual([C.BALANCER_LORD]);
    // The regular Normal Summon: Eidos, whose trigger gains the other grant (a different one: allowed).
    s.choose('Normal Summon Eidos the Underworld Squire');
    toMain(s);
    expect(s.duel.players[0].extraGrants).toEqual([C.BALANCER_LORD, C.EIDOS_THE_UNDERWORLD_SQUIRE]);
    // Both offered: the Cyberse by Balancer Lord, the Tribute Summon by Eidos.
    expect(
      extraOptions(s)
        .map((o) => o.replace(/ \(your hand\)/, ''))
        .sort(),
    ).toEqual([
      'Normal Summon Curse of Dragon (in addition, by Eidos the Underworld Squire)',
      'Normal Summon Pikari @Ignister (in addition, by Balancer Lord)',
    ]);
    s.choose(/^Normal Summon Curse of Dragon/);
    s.chooseAny(/^Eidos/);
    toMain(s);
    expect(s.find(C.CURSE_OF_DRAGON).location).toBe('mzone');
    // Balancer Lord's grant lapsed: only one additional Normal Summon per turn.
    expect(extraOptions(s)).toEqual([]);
  });

  it('TC-120: Eidos the Underworld Squire gained its grant → Mithra the Thunder Vassal (an identical grant) cannot be activated', () => {
    const build = (): Scenario =>
      scenario()
        .monster(0, C.MITHRA_THE_THUNDER_VASSAL)
        .gy(0, C.EIDOS_THE_UNDERWORLD_SQUIRE)
        .hand(0, C.MONSTER_REBORN, C.CURSE_OF_DRAGON)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .start();
    const s = build();
    // Eidos Special Summoned: its trigger gains the grant (without using the Normal Summon).
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    toMain(s);
    expect(s.duel.players[0].extraGrants).toEqual([C.EIDOS_THE_UNDERWORLD_SQUIRE]);
    // The regular Tribute Summon, Tributing Mithra: its identical grant cannot be activated.
    s.choose('Normal Summon Curse of Dragon');
    s.chooseAny(/^Mithra/);
    let mithraOffered = false;
    s.passUntil((x) => {
      if (x.has(/Mithra the Thunder Vassal/) && x.decision?.kind !== 'action') mithraOffered = true;
      return x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action';
    });
    expect(mithraOffered).toBe(false);
    expect(s.events('activate').some((e) => e['code'] === C.MITHRA_THE_THUNDER_VASSAL)).toBe(false);
    expect(s.duel.players[0].extraGrants).toEqual([C.EIDOS_THE_UNDERWORLD_SQUIRE]);

    // Control: without Eidos's grant, Mithra Tributed for a Tribute Summon gains it.
    const t = scenario()
      .monster(0, C.MITHRA_THE_THUNDER_VASSAL)
      .monster(0, C.FERAL_IMP)
      .hand(0, C.CURSE_OF_DRAGON, C.CURSE_OF_DRAGON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    t.chooseAny(/^Normal Summon Curse of Dragon/);
    t.chooseAny(/^Mithra/);
    t.passUntil((x) => x.has(/Mithra the Thunder Vassal/) || x.decision?.about === 'main-phase-action');
    if (!t.has('Yes')) t.choose(/Mithra the Thunder Vassal/);
    else t.choose('Yes');
    toMain(t);
    expect(t.duel.players[0].extraGrants).toEqual([C.MITHRA_THE_THUNDER_VASSAL]);
    expect(extraOptions(t).map((o) => o.replace(/ \(your hand\)/, ''))).toEqual([
      'Normal Summon Curse of Dragon (in addition, by Mithra the Thunder Vassal)',
    ]);
    t.choose(/^Normal Summon Curse of Dragon/);
    t.chooseAny(/^Feral Imp/);
    toMain(t);
    expect(t.cards(0, 'mzone').filter((c) => c.code === C.CURSE_OF_DRAGON).length).toBe(2);
  });

  it('a "Tribute Summon 1 monster" grant does not allow a Summon without Tributes; the state keeps the grants through serialization', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.EIDOS_THE_UNDERWORLD_SQUIRE, C.FERAL_IMP, C.CURSE_OF_DRAGON)
      .deck(0, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Eidos the Underworld Squire');
    toMain(s);
    expect(extraOptions(s).map((o) => o.replace(/ \(your hand\)/, ''))).toEqual([
      'Normal Summon Curse of Dragon (in addition, by Eidos the Underworld Squire)',
    ]);
    const back = ygoGame.deserialize(ygoGame.serialize(s.duel));
    expect(back.players[0].extraGrants).toEqual([C.EIDOS_THE_UNDERWORLD_SQUIRE]);
  });

  it("Mithra the Thunder Vassal's hand effect: Summons itself and a Vassal Token to the opponent's field, and locks Extra Deck Special Summons only", () => {
    const s = scenario()
      .hand(0, C.MITHRA_THE_THUNDER_VASSAL)
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.OJAMA_GREEN)
      .extra(0, C.JUNK_WARRIOR)
      .gy(0, C.FERAL_IMP)
      .hand(0, C.MONSTER_REBORN)
      .deck(0, C.FERAL_IMP)
      .start();
    expect(s.has('Synchro Summon Junk Warrior')).toBe(true);
    s.choose(/^Activate Mithra the Thunder Vassal/);
    s.passUntil((x) => x.decision?.kind === 'select-position' || x.decision?.about === 'main-phase-action');
    toMain(s);
    expect(s.find(C.MITHRA_THE_THUNDER_VASSAL).location).toBe('mzone');
    expect(s.codes(1, 'mzone')).toEqual([C.VASSAL_TOKEN]);
    expect(s.cards(1, 'mzone')[0]!.defense).toBe(true);
    // "You cannot Special Summon monsters from the Extra Deck": the Synchro Summon is gone, Monster Reborn is not.
    expect(s.has('Synchro Summon Junk Warrior')).toBe(false);
    expect(s.has('Activate Monster Reborn')).toBe(true);
    // Nor Tokens: the lock is about the Extra Deck only.
    expect(canSummonTokens(s.duel, 0, 1)).toBe(true);
  });
});
