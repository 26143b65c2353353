/** 003 §3.4.4: resolution details, draws, location changes, control and negation (TC-71 … TC-86). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { C, X, Y } from './codes.ts';
import { everOffered, NOT_WRITTEN, passUntilOffered, tc, tcPending, toMainOpenState } from './helpers.ts';

export const resolutionCases: ConformanceCase[] = [
  tcPending(71, 'Zombie Master no longer face-up at resolution → no Special Summon (003 §3.4.4)', NOT_WRITTEN),
  tcPending(72, 'High Tide on Fire Island with no WATER or FIRE monster left → nothing happens (003 §3.4.4)', NOT_WRITTEN),
  tcPending(73, 'Raidraptor - Stranger Falcon "destroy, and inflict damage" is simultaneous → "when destroyed: you can" may activate (003 §3.4.4)', 'Xyz Summon and Xyz Monsters (003 §3.3.2)'),
  tcPending(74, 'Scarlight Red Dragon Archfiend "destroy, then damage" → "when destroyed: you can" cannot activate (003 §3.4.4)', 'Synchro Summon and Synchro Monsters (003 §3.3.2)'),
  tcPending(75, 'Under Imperial Iron Wall, Dark Magician of Chaos leaving the field goes to the GY instead of being banished (003 §3.4.4)', '"cards cannot be banished" effects (Imperial Iron Wall) beating "banish instead" (003 §3.4.4)'),
  tcPending(76, 'Super Quantal Fairy Alphan: random selection (003 §3.4.4)', 'Xyz Summon and Xyz Monsters (003 §3.3.2), random selection of hidden cards'),
  tc(77, 'Pot of Duality adds a card to the hand; that is not a draw (003 §3.4.4)', () => {
    const s = scenario().hand(0, Y.POT_OF_DUALITY).deck(0, C.DARK_MAGICIAN, C.BLUE_EYES, C.SANGAN, C.CELTIC_GUARDIAN).start();
    s.choose('Activate Pot of Duality');
    // The excavated cards, top first: Dark Magician, Blue-Eyes White Dragon, Sangan (the labels hide Deck cards).
    s.answer([1]);
    toMainOpenState(s);
    assert.deepEqual(s.codes(0, 'hand'), [C.BLUE_EYES]);
    // Added to the hand, not drawn.
    assert.equal(s.events('draw').length, 0);
    assert.equal(s.events('to-hand').length, 1);
    assert.equal(s.codes(0, 'deck').length, 3);
  }),
  tcPending(78, 'Solemn Wishes with Trade-In drawing 2 → one 500 LP gain (003 §3.4.4)', NOT_WRITTEN),
  tcPending(79, "Solemn Strike negates Plaguespreader Zombie's GY effect → it stays in the GY, not destroyed (003 §3.4.4)", NOT_WRITTEN),
  tcPending(80, 'Guardian Dreadscythe sends The Fabled Cerburrel from the hand → not a discard, no trigger (003 §3.4.4)', 'not written: Guardian Dreadscythe (Special Summon from the Deck and equip from the Deck)'),
  tcPending(81, 'Interdimensional Matter Transporter, then D.D.R., then banished again → it does not return (003 §3.4.4)', 'temporary banishment (Interdimensional Matter Transporter, 003 §3.4.4)'),
  tcPending(82, 'O-Lion discarded for Raigeki Break, then returned to the Deck by Fiend Griefing → no trigger (003 §3.4.4)', 'Tokens (003 §3.3.2): Mecha Phantom Beast O-Lion'),
  tc(83, 'A monster taken with Mind Control and destroyed goes to its owner\'s GY (003 §3.4.4)', () => {
    const s = scenario().hand(0, Y.MIND_CONTROL, C.DARK_HOLE).monster(1, C.CELTIC_GUARDIAN).start();
    s.choose('Activate Mind Control');
    toMainOpenState(s);
    assert.deepEqual(s.codes(0, 'mzone'), [C.CELTIC_GUARDIAN]);
    s.choose('Activate Dark Hole');
    toMainOpenState(s);
    // It leaves the field to its owner's side: the opponent's GY.
    assert.deepEqual(s.codes(1, 'gy'), [C.CELTIC_GUARDIAN]);
    assert.deepEqual(s.codes(0, 'gy').sort(), [Y.MIND_CONTROL, C.DARK_HOLE].sort());
  }),
  tcPending(84, "Enemy Controller: in the End Phase the owner has no free Main Monster Zone → the monster is destroyed (003 §3.4.4)", NOT_WRITTEN),
  tc(85, 'Passing on Mystical Space Typhoon and letting the opp chain another card → Magic Jammer can no longer be used (003 §3.4.4)', () => {
    const s = scenario()
      .hand(0, C.MST, C.BOOK_OF_MOON)
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MAGIC_JAMMER)
      .spellTrap(1, C.MIRROR_FORCE)
      .hand(1, C.KURIBOH)
      .start();
    s.choose('Activate Mystical Space Typhoon');
    s.choose("opponent's Spell & Trap Zone 2"); // the Set Mirror Force
    // The opponent could answer the Typhoon with Magic Jammer now, but passes…
    assert.equal(s.decision?.player, 1);
    assert.ok(s.hasOption('Activate Magic Jammer'));
    s.choose('Pass');
    // …and the Typhoon's controller chains Book of Moon.
    s.choose('Activate Book of Moon');
    passUntilOffered(s, 1, 'Activate Magic Jammer');
    // Magic Jammer must chain directly to what it negates: now only Book of Moon (Chain Link 2).
    s.choose('Activate Magic Jammer');
    toMainOpenState(s);
    const bom = s.find(C.BOOK_OF_MOON);
    assert.equal(bom.location, 'gy');
    // Book of Moon negated: Celtic Guardian stays face-up; the Typhoon still destroyed its target.
    assert.equal(s.find(C.CELTIC_GUARDIAN).faceUp, true);
    assert.equal(s.codes(1, 'szone').length, 0);
    assert.deepEqual(s.codes(0, 'gy').sort(), [C.MST, C.BOOK_OF_MOON].sort());
  }),
  tcPending(86, 'Under Royal Decree, Archfiend of Gilfer discarded for Raigeki Break → the negated Trap still resolves, Gilfer\'s "when sent to the GY" misses the timing (003 §3.4.4)', NOT_WRITTEN),
];
