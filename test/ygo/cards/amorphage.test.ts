/** Amorphage Goliath and Amorphous Persona (003 §3.3.3 Pendulum Effects that apply continuously; 003 §3.4.4). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Amorphage Goliath', () => {
  it('in the Pendulum Zone, while its controller has an "Amorphage" monster, banishes cards sent to the GY', () => {
    const s = scenario()
      .pendulumZone(0, C.AMORPHAGE_GOLIATH, 'left')
      .monster(0, C.AMORPHAGE_GOLIATH)
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Pot of Greed');
    s.resolveChain();
    expect(s.find(C.POT_OF_GREED).location).toBe('banished');
  });

  it('does nothing without an "Amorphage" monster, and as a monster its Pendulum Effect does not apply', () => {
    const s = scenario()
      .pendulumZone(0, C.AMORPHAGE_GOLIATH, 'left')
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Pot of Greed');
    s.resolveChain();
    expect(s.find(C.POT_OF_GREED).location).toBe('gy');
    const t = scenario()
      .monster(0, C.AMORPHAGE_GOLIATH)
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    t.choose('Activate Pot of Greed');
    t.resolveChain();
    expect(t.find(C.POT_OF_GREED).location).toBe('gy');
  });
});

describe('Amorphous Persona', () => {
  it('gives "Amorphage" monsters on the field 300 ATK and DEF, and no other monster', () => {
    const s = scenario()
      .monster(0, C.AMORPHAGE_GOLIATH)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.AMORPHOUS_PERSONA, true)
      .start();
    expect([s.atk(C.AMORPHAGE_GOLIATH), s.def(C.AMORPHAGE_GOLIATH)]).toEqual([3050, 300]);
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400);
  });
});

describe('Amorphous Persona: "Up to twice per turn, if an Amorphage monster(s) you control is Tributed, draw 1 card"', () => {
  const DRAW = /Draw 1 card \(an "Amorphage" monster you control was Tributed\)/;
  const TAKE = /^Activate Enemy Controller.*Tribute 1 monster: take control/;
  const persona = (): ReturnType<typeof scenario> =>
    scenario()
      .spellTrap(0, C.AMORPHOUS_PERSONA, true)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP);

  /** Activate Enemy Controller Tributing `tribute`, taking the opponent's first face-up monster; back at open state. */
  function enemyController(s: ReturnType<ReturnType<typeof scenario>['start']>, tribute: RegExp): void {
    s.chooseAny(TAKE);
    s.passUntil((x) => x.decision?.player === 0 && x.has(tribute));
    s.chooseAny(tribute);
    // Take the opponent's first face-up monster offered, then on to the open state.
    s.passUntil(
      (x) =>
        x.decision?.player === 0 && (x.decision.about === 'main-phase-action' || /target/i.test(x.decision.prompt)),
    );
    if (s.decision?.about !== 'main-phase-action') s.answer([0]);
    s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action');
  }

  it('a Tribute Summon Tributing Amorphage Goliath draws 1; Tributing Celtic Guardian draws nothing', () => {
    const s = persona().monster(0, C.AMORPHAGE_GOLIATH).monster(0, C.CELTIC_GUARDIAN).hand(0, C.SUMMONED_SKULL).start();
    s.choose('Normal Summon Summoned Skull');
    s.choose(/^Amorphage Goliath/);
    s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action');
    expect(s.find(C.SUMMONED_SKULL).location).toBe('mzone');
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
    const t = persona().monster(0, C.AMORPHAGE_GOLIATH).monster(0, C.CELTIC_GUARDIAN).hand(0, C.SUMMONED_SKULL).start();
    t.choose('Normal Summon Summoned Skull');
    t.choose(/^Celtic Guardian/);
    t.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action');
    expect(t.codes(0, 'hand')).toEqual([]);
  });

  it('two Amorphage monsters Tributed together (for Dark Magician) draw 1 card, not 2', () => {
    const s = persona()
      .monster(0, C.AMORPHAGE_GOLIATH)
      .monster(0, C.AMORPHAGE_GOLIATH)
      .hand(0, C.DARK_MAGICIAN)
      .start();
    s.choose('Normal Summon Dark Magician');
    s.answer([0, 1]);
    s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action');
    // Pendulum Monsters: both go face-up to the Extra Deck (003 §3.3.3).
    expect(s.codes(0, 'extra')).toEqual([C.AMORPHAGE_GOLIATH, C.AMORPHAGE_GOLIATH]);
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
  });

  it('twice per turn only: the third Amorphage Tributed that turn draws nothing', () => {
    const s = persona()
      .monster(0, C.AMORPHAGE_GOLIATH)
      .monster(0, C.AMORPHAGE_GOLIATH)
      .monster(0, C.AMORPHAGE_GOLIATH)
      .hand(0, C.ENEMY_CONTROLLER, C.ENEMY_CONTROLLER, C.ENEMY_CONTROLLER)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF)
      .monster(1, C.FERAL_IMP)
      .start();
    for (let i = 0; i < 3; i++) enemyController(s, /^Amorphage Goliath/);
    expect(
      s
        .cards(0, 'mzone')
        .map((c) => c.code)
        .sort(),
    ).toEqual([C.CELTIC_GUARDIAN, C.MYSTICAL_ELF, C.FERAL_IMP].sort());
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP, C.FERAL_IMP]);
    expect(s.has(DRAW)).toBe(false);
  });
});

describe('Amorphous Persona: banished from the GY, Ritual Summons Amorphactor Pain with Pendulum Monsters (Levels exactly 8)', () => {
  const RITUAL = /^Activate Amorphous Persona.*Ritual Summon "Amorphactor Pain/;

  it('Tributes Amorphage Goliath (Level 8, Pendulum) from the hand; Persona is banished', () => {
    const s = scenario().gy(0, C.AMORPHOUS_PERSONA).hand(0, C.AMORPHACTOR_PAIN, C.AMORPHAGE_GOLIATH).start();
    s.choose(RITUAL);
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    s.resolveChain();
    const pain = s.find(C.AMORPHACTOR_PAIN);
    expect([pain.location, pain.summon]).toEqual(['mzone', 'ritual']);
    expect(s.codes(0, 'banished')).toEqual([C.AMORPHOUS_PERSONA]);
    // A Pendulum Monster Tributed from the hand goes to the GY (only from the field does it go to the Extra Deck).
    expect(s.codes(0, 'gy')).toEqual([C.AMORPHAGE_GOLIATH]);
  });

  it('a Level 8 monster that is no Pendulum Monster cannot be Tributed: not activatable', () => {
    const s = scenario().gy(0, C.AMORPHOUS_PERSONA).hand(0, C.AMORPHACTOR_PAIN, C.BLUE_EYES).start();
    expect(s.has(RITUAL)).toBe(false);
  });
});

describe('Amorphactor Pain, the Imagination Dracoverlord', () => {
  it('negates the effects of face-up Fusion Monsters on the field (Elemental HERO Absolute Zero gains nothing)', () => {
    const board = (withPain: boolean): ReturnType<typeof scenario> => {
      const b = scenario().monster(1, C.ABSOLUTE_ZERO).monster(1, C.MERMAIL_ABYSSMEGALO);
      return withPain ? b.monster(0, C.AMORPHACTOR_PAIN) : b;
    };
    expect(board(false).start().atk(C.ABSOLUTE_ZERO)).toBe(3000);
    expect(board(true).start().atk(C.ABSOLUTE_ZERO)).toBe(2500);
  });
});
