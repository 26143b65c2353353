/** 003 §3.4.4: ATK/DEF changes and their layer order, damage (TC-87 … TC-100). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import { passUntilOffered, tc, toMainOpenState } from './helpers.ts';

export const statCases: ConformanceCase[] = [
  tc(
    87,
    "D/D/D Dragon King Pendragon's own +500, then Breakthrough Skill → back to its original ATK (003 §3.4.4)",
    () => {
      const s = scenario()
        .monster(0, C.DDD_DRAGON_KING_PENDRAGON)
        .hand(0, C.FERAL_IMP)
        .spellTrap(1, C.BREAKTHROUGH_SKILL)
        .deck(0, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP)
        .start();
      s.choose(/^Activate D\/D\/D Dragon King Pendragon/);
      s.passUntil((x) => x.decision?.player === 0 && x.has('No'));
      s.choose('No');
      toMainOpenState(s);
      assert.equal(s.atk(C.DDD_DRAGON_KING_PENDRAGON), 3100);
      passUntilOffered(s, 1, 'Activate Breakthrough Skill');
      s.choose('Activate Breakthrough Skill');
      toMainOpenState(s);
      // Its own Ignition Effect's +500 ends with the negation.
      assert.equal(s.atk(C.DDD_DRAGON_KING_PENDRAGON), 2600);
    },
  ),
  tc(
    88,
    'Wattaildragon 2500 + Rush Recklessly 700 = 3200; Blackwing - Gale the Whirlwind halves → 1600 (003 §3.4.4 layer table)',
    () => {
      const s = scenario().monster(0, C.GALE).hand(0, C.RUSH_RECKLESSLY).monster(1, C.WATTAILDRAGON).start();
      s.choose('Activate Rush Recklessly');
      s.choose('Wattaildragon');
      toMainOpenState(s);
      assert.equal(s.atk(C.WATTAILDRAGON), 3200);
      s.choose('Activate Blackwing - Gale the Whirlwind');
      toMainOpenState(s);
      // An activated "becomes X" after an activated ±: the earlier gain is not re-applied.
      assert.equal(s.atk(C.WATTAILDRAGON), 1600);
      assert.equal(s.def(C.WATTAILDRAGON), 500);
    },
  ),
  tc(89, 'Wattaildragon 3200 with Rush Recklessly; Shrink → 1250 + 700 = 1950 (003 §3.4.4 layer table)', () => {
    const s = scenario().monster(0, C.WATTAILDRAGON).hand(0, C.RUSH_RECKLESSLY, C.SHRINK).start();
    s.choose('Activate Rush Recklessly');
    toMainOpenState(s);
    assert.equal(s.atk(C.WATTAILDRAGON), 3200);
    s.choose('Activate Shrink');
    toMainOpenState(s);
    // "Original ATK becomes X": the earlier +700 is re-applied on the new original.
    assert.equal(s.atk(C.WATTAILDRAGON), 1950);
  }),
  tc(90, 'Megamorph 5000 + Rush Recklessly → 5700 (003 §3.4.4 layer table)', () => {
    const s = scenario().lp(0, 4000).monster(0, C.WATTAILDRAGON).hand(0, C.MEGAMORPH, C.RUSH_RECKLESSLY).start();
    s.choose('Activate Megamorph');
    toMainOpenState(s);
    // Your LP are lower: ATK becomes double the original.
    assert.equal(s.atk(C.WATTAILDRAGON), 5000);
    s.choose('Activate Rush Recklessly');
    toMainOpenState(s);
    assert.equal(s.atk(C.WATTAILDRAGON), 5700);
  }),
  tc(
    91,
    'Assault Blackwing - Chidori the Rain Sprinkling 2600 + 600 = 3200; Gale → 1600 (003 §3.4.4 layer table)',
    () => {
      const s = scenario()
        .monster(0, C.GALE)
        .monsterWith(1, C.ASSAULT_BLACKWING_CHIDORI, { summon: 'synchro' })
        .gy(1, C.GALE, C.GALE)
        .start();
      // Its own continuous +300 for each "Blackwing" monster in its controller's GY.
      assert.equal(s.atk(C.ASSAULT_BLACKWING_CHIDORI), 3200);
      s.choose('Activate Blackwing - Gale the Whirlwind');
      toMainOpenState(s);
      // An activated "becomes X" after a continuous ±: the gain is not re-applied (half of 3200).
      assert.equal(s.atk(C.ASSAULT_BLACKWING_CHIDORI), 1600);
    },
  ),
  tc(92, 'Chidori 3200; Shrink → 1300 + 600 = 1900 (003 §3.4.4 layer table)', () => {
    const s = scenario()
      .monsterWith(0, C.ASSAULT_BLACKWING_CHIDORI, { summon: 'synchro' })
      .gy(0, C.GALE, C.GALE)
      .hand(0, C.SHRINK)
      .start();
    assert.equal(s.atk(C.ASSAULT_BLACKWING_CHIDORI), 3200);
    s.choose('Activate Shrink');
    toMainOpenState(s);
    // "Original ATK becomes X": the continuous +600 is re-applied on the new original (2600 / 2 + 600).
    assert.equal(s.atk(C.ASSAULT_BLACKWING_CHIDORI), 1900);
  }),
  tc(
    93,
    'Amorphage Goliath 2750 + 300 from Amorphous Persona; Megamorph → 5500 + 300 = 5800 (003 §3.4.4 layer table; the source\'s "200" is a typo)',
    () => {
      // The Chinese original writes "200+2750×2=5800": its 200 is a typo for Amorphous Persona's 300 (the sum holds).
      const s = scenario()
        .lp(0, 4000)
        .monster(0, C.AMORPHAGE_GOLIATH)
        .spellTrap(0, C.AMORPHOUS_PERSONA, true)
        .hand(0, C.MEGAMORPH)
        .start();
      assert.equal(s.atk(C.AMORPHAGE_GOLIATH), 3050);
      s.choose('Activate Megamorph');
      toMainOpenState(s);
      // A continuous "becomes X" after a continuous ±: the gain is re-applied on top of X.
      assert.equal(s.atk(C.AMORPHAGE_GOLIATH), 5800);
    },
  ),
  tc(94, 'Wattaildragon with Rush Recklessly 3200; Megamorph → 5000 (003 §3.4.4 layer table)', () => {
    const s = scenario().lp(0, 4000).monster(0, C.WATTAILDRAGON).hand(0, C.MEGAMORPH, C.RUSH_RECKLESSLY).start();
    s.choose('Activate Rush Recklessly');
    toMainOpenState(s);
    assert.equal(s.atk(C.WATTAILDRAGON), 3200);
    s.choose('Activate Megamorph');
    toMainOpenState(s);
    // A continuous "becomes X" after an activated ±: the gain is not re-applied.
    assert.equal(s.atk(C.WATTAILDRAGON), 5000);
  }),
  tc(
    95,
    'Armored Kappa (original 400) +1000 from its own effect; Shrink → 200 + 1000 = 1200 (003 §3.4.4 layer table)',
    () => {
      const s = scenario()
        .monsterWith(0, C.ARMORED_KAPPA, { summon: 'xyz' })
        .xyzMaterials(0, C.ARMORED_KAPPA, C.OJAMA_GREEN, C.OJAMA_GREEN)
        .hand(0, C.SHRINK)
        .start();
      s.choose(/^Activate Armored Kappa.*Detach 1 Xyz Material/);
      s.answer([0]); // the material detached
      s.passUntil((x) => x.decision?.prompt.startsWith('Gain 1000 ATK') === true);
      s.choose('ATK');
      toMainOpenState(s);
      assert.equal(s.atk(C.ARMORED_KAPPA), 1400);
      s.choose('Activate Shrink');
      toMainOpenState(s);
      // "Original ATK becomes X" after an activated ±: the +1000 is re-applied on the halved original (400 / 2).
      assert.equal(s.atk(C.ARMORED_KAPPA), 1200);
    },
  ),
  tc(96, 'Gogogo Golem - Golden Form at 4000, then Shrink → 0 ("?" original is 0) (003 §3.4.4)', () => {
    const s = scenario().monster(0, C.GOGOGO_GIANT).hand(0, C.GOGOGO_GOLEM_GOLDEN_FORM, C.SHRINK).start();
    s.choose(/^Special Summon Gogogo Golem - Golden Form/);
    s.choose(/^Gogogo Giant/); // the Tribute
    s.choose('Attack Position');
    s.passUntil((x) => x.decision?.about === 'main-phase-action' && x.duel.chain.length === 0);
    // Its ATK became double the original ATK of the Tributed Gogogo Giant.
    assert.equal(s.find(C.GOGOGO_GIANT).location, 'gy');
    assert.equal(s.atk(C.GOGOGO_GOLEM_GOLDEN_FORM), 4000);
    s.choose('Activate Shrink');
    toMainOpenState(s);
    // "Original ATK becomes half" on a "?" monster halves an original of 0.
    assert.equal(s.atk(C.GOGOGO_GOLEM_GOLDEN_FORM), 0);
  }),
  tc(97, 'Megamorph 5000, then Gale → 2500; it stays 2500 after Megamorph is destroyed (003 §3.4.4)', () => {
    const s = scenario().lp(0, 4000).monster(0, C.GALE).hand(0, C.MEGAMORPH, C.MST).monster(1, C.WATTAILDRAGON).start();
    s.choose('Activate Megamorph');
    s.choose('Wattaildragon');
    toMainOpenState(s);
    // Megamorph's controller has the lower LP: the equipped monster's ATK becomes double its original.
    assert.equal(s.atk(C.WATTAILDRAGON), 5000);
    s.choose('Activate Blackwing - Gale the Whirlwind');
    toMainOpenState(s);
    assert.equal(s.atk(C.WATTAILDRAGON), 2500);
    s.choose('Activate Mystical Space Typhoon');
    toMainOpenState(s);
    assert.equal(s.find(C.MEGAMORPH).location, 'gy');
    // An activated "becomes X" gives exactly X: the continuous effect that was there is not recomputed away.
    assert.equal(s.atk(C.WATTAILDRAGON), 2500);
  }),
  tc(98, 'Lunalight Crimson Fox sets ATK 0, then Rush Recklessly → 700 (003 §3.4.4)', () => {
    const s = scenario()
      .turn(1)
      .hand(1, C.RAIGEKI)
      .monster(0, C.LUNALIGHT_CRIMSON_FOX)
      .monster(1, C.WATTAILDRAGON)
      .hand(1, C.RUSH_RECKLESSLY)
      .start();
    s.choose('Activate Raigeki');
    passUntilOffered(s, 0, 'Lunalight Crimson Fox');
    s.choose('Lunalight Crimson Fox');
    toMainOpenState(s);
    assert.equal(s.atk(C.WATTAILDRAGON), 0);
    s.choose('Activate Rush Recklessly');
    toMainOpenState(s);
    // Later modifiers stack on the X of an activated "becomes X".
    assert.equal(s.atk(C.WATTAILDRAGON), 700);
  }),
  tc(99, 'Soul Charge LP loss is not damage → D/D/D Rebel King Leonidas does not stop it (003 §3.4.4)', () => {
    const s = scenario()
      .monster(0, C.DDD_REBEL_KING_LEONIDAS)
      .hand(0, C.SOUL_CHARGE)
      .gy(0, C.CELTIC_GUARDIAN, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Soul Charge');
    s.answer([0, 1]);
    toMainOpenState(s);
    assert.deepEqual(s.codes(0, 'gy'), [C.SOUL_CHARGE]);
    // Leonidas ("you take no effect damage") is face-up, yet the 2000 LP are lost: losing LP is not damage.
    assert.equal(s.lp(0), 6000);
  }),
  tc(
    100,
    '3 Trickstar Lycoris + Trickstar Light Stage, the opp draws 1 → 200 × 6 = 1200, one source at a time (003 §3.4.4)',
    () => {
      const s = scenario()
        .monster(0, C.TRICKSTAR_LYCORIS)
        .monster(0, C.TRICKSTAR_LYCORIS)
        .monster(0, C.TRICKSTAR_LYCORIS)
        .spellTrap(0, C.TRICKSTAR_LIGHT_STAGE, true)
        .deck(0, C.GIANT_RAT)
        .deck(1, C.GIANT_RAT)
        .start();
      // The opponent draws 1 in their Draw Phase.
      s.passUntil((x) => x.duel.turn === 4);
      assert.equal(s.lp(1), 8000 - 1200);
      const [a, b, c] = s.cards(0, 'mzone').map((x) => x.uid);
      const stage = s.find(C.TRICKSTAR_LIGHT_STAGE).uid;
      assert.deepEqual(
        s.events('damage').map((e) => e['source']),
        [a, stage, b, stage, c, stage],
      );
      assert.equal(s.events('activate').length, 0, 'no chain');
    },
  ),
];
