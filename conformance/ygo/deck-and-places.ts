/** 003 §3.1.2 deck construction and §3.2 places (TC-09 … TC-16). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import type { CardStats } from '../../src/ygo/card-stats.ts';
import { findCardDef } from '../../src/ygo/cards/registry.ts';
import '../../src/ygo/cards/index.ts';
import type { YdkDeck } from '../../src/ygo/formats/ydk.ts';
import {
  checkDeck,
  MASTER_RULE_DECK_LIMITS,
  MR2_DECK_LIMITS,
  PRE2008_DECK_LIMITS,
} from '../../src/ygo/rules/deck-check.ts';
import { C } from './codes.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { everOffered, passUntilOffered, tc, toMainOpenState } from './helpers.ts';

/** Printed data of the cards only these deck examples need (from the card database; no behaviour needed). */
const DECK_ONLY: Record<number, CardStats> = {
  80316585: {
    code: 80316585,
    name: 'Cyber Harpie Lady',
    kind: 'monster',
    categories: ['effect'],
    level: 4,
    attribute: 'WIND',
    type: 'Winged Beast',
    atk: 1800,
    def: 1300,
    alias: 76812113,
    setcodes: [0x64, 0x93],
    text: '(This card\'s name is always treated as "Harpie Lady".)',
  },
  76812113: {
    code: 76812113,
    name: 'Harpie Lady',
    kind: 'monster',
    categories: ['normal'],
    level: 4,
    attribute: 'WIND',
    type: 'Winged Beast',
    atk: 1300,
    def: 1400,
    setcodes: [0x64],
    text: 'This human-shaped animal with wings is beautiful to watch but deadly in battle.',
  },
  38517737: {
    code: 38517737,
    name: 'Blue-Eyes Alternative White Dragon',
    kind: 'monster',
    categories: ['effect', 'special-summon'],
    level: 8,
    attribute: 'LIGHT',
    type: 'Dragon',
    atk: 3000,
    def: 2500,
    setcodes: [0xdd],
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by revealing "Blue-Eyes White Dragon" in your hand. You can only Special Summon "Blue-Eyes Alternative White Dragon" once per turn this way. This card\'s name becomes "Blue-Eyes White Dragon" while it is on the field or in the Graveyard. Once per turn: You can target 1 monster your opponent controls; destroy it. This card cannot attack the turn this effect is activated.',
  },
};
const CYBER_HARPIE = 80316585;
const HARPIE = 76812113;
const BLUE_EYES_ALTERNATIVE = 38517737;

const lookup = (code: number): CardStats | undefined => DECK_ONLY[code] ?? findCardDef(code);

/** Legal filler: 3 copies each of implemented monsters, as many as needed. */
function filler(n: number): number[] {
  const names = [
    C.CELTIC_GUARDIAN,
    C.FERAL_IMP,
    C.SANGAN,
    C.KURIBOH,
    C.GIANT_RAT,
    C.MYSTIC_TOMATO,
    C.DARK_MAGICIAN,
    C.SUMMONED_SKULL,
    C.JINZO,
    C.MAN_EATER_BUG,
    C.WITCH_OF_THE_BLACK_FOREST,
    C.MYSTICAL_ELF,
    C.GIANT_SOLDIER_OF_STONE,
    C.CURSE_OF_DRAGON,
  ];
  return names.flatMap((c) => [c, c, c]).slice(0, n);
}

const deck = (main: number[]): YdkDeck => ({ main, extra: [], side: [] });
const LIMITS = [MASTER_RULE_DECK_LIMITS, MR2_DECK_LIMITS, PRE2008_DECK_LIMITS];

export const deckAndPlacesCases: ConformanceCase[] = [
  tc(9, 'Cyber Harpie Lady ("always treated as Harpie Lady") + Harpie Lady: at most 3 in total (003 §3.1.2)', () => {
    for (const limits of LIMITS) {
      // 2 + 1 = 3 cards named "Harpie Lady": legal.
      assert.deepEqual(checkDeck(deck([CYBER_HARPIE, CYBER_HARPIE, HARPIE, ...filler(37)]), limits, lookup), []);
      // 2 + 2 = 4: one too many, though the passcodes differ.
      const problems = checkDeck(deck([CYBER_HARPIE, CYBER_HARPIE, HARPIE, HARPIE, ...filler(36)]), limits, lookup);
      assert.equal(problems.length, 1);
      assert.match(problems[0]!.message, /Harpie Lady/);
    }
  }),
  tc(
    10,
    '3 Blue-Eyes Alternative White Dragon (name gained only on the field/GY) + 3 Blue-Eyes White Dragon is a legal Deck (003 §3.1.2)',
    () => {
      for (const limits of LIMITS) {
        const list = [
          BLUE_EYES_ALTERNATIVE,
          BLUE_EYES_ALTERNATIVE,
          BLUE_EYES_ALTERNATIVE,
          C.BLUE_EYES,
          C.BLUE_EYES,
          C.BLUE_EYES,
          ...filler(34),
        ];
        assert.deepEqual(checkDeck(deck(list), limits, lookup), []);
      }
    },
  ),
  tc(
    11,
    'Treeborn Frog ("no Spell/Trap") cannot activate with a Field Spell; Snow Plow Hustle Rustle ("a card in your STZ") cannot with only a Field Spell (003 §3.2.1)',
    () => {
      // Treeborn Frog: a Field Spell is a Spell you control.
      const frog = scenario().turn(0, 'standby').gy(0, C.TREEBORN_FROG).spellTrap(0, C.YAMI, true).start();
      assert.equal(
        everOffered(frog, 0, 'Treeborn Frog', (x) => x.duel.phase === 'main1'),
        false,
      );
      const frog2 = scenario().turn(0, 'standby').gy(0, C.TREEBORN_FROG).start();
      assert.equal(
        everOffered(frog2, 0, 'Treeborn Frog', (x) => x.duel.phase === 'main1'),
        true,
        'Treeborn Frog in the GY must trigger in its Standby Phase',
      );
      // Snow Plow Hustle Rustle: the Field Zone is not the Spell & Trap Zone.
      const plow = scenario()
        .turn(1, 'battle')
        .monster(1, C.CELTIC_GUARDIAN)
        .hand(0, C.SNOW_PLOW_HUSTLE_RUSTLE)
        .spellTrap(0, C.YAMI, true)
        .start();
      passUntilOffered(plow, 1, 'Attack directly');
      plow.choose('Attack directly');
      assert.equal(
        everOffered(plow, 0, 'Snow Plow', (x) => x.duel.battle === null),
        false,
      );
      const plow2 = scenario()
        .turn(1, 'battle')
        .monster(1, C.CELTIC_GUARDIAN)
        .hand(0, C.SNOW_PLOW_HUSTLE_RUSTLE)
        .spellTrap(0, C.MIRROR_FORCE, false, true)
        .start();
      passUntilOffered(plow2, 1, 'Attack directly');
      plow2.choose('Attack directly');
      assert.equal(
        everOffered(plow2, 0, 'Snow Plow', (x) => x.duel.battle === null),
        true,
        'Snow Plow Hustle Rustle in the hand must trigger on a direct attack',
      );
    },
  ),
  tc(
    12,
    'D/D/D Dragonbane King Beowulf ("destroy all cards in both STZs") destroys Pendulum Zone cards too (003 §3.2.1)',
    () => {
      const s = scenario()
        .turn(0, 'standby')
        .monster(0, C.DDD_DRAGONBANE_KING_BEOWULF)
        .pendulumZone(1, C.MASTER_PENDULUM_THE_DRACOSLAYER, 'left')
        .spellTrap(0, C.RAIGEKI_BREAK)
        .spellTrap(1, C.MIRROR_FORCE)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP)
        .start();
      passUntilOffered(s, 0, 'Destroy all cards in the Spell & Trap Zones');
      s.choose(/Destroy all cards in the Spell & Trap Zones/);
      s.passUntil((x) => x.decision?.about === 'main-phase-action');
      // The Pendulum Zone card is a card in the Spell & Trap Zone: destroyed with the others (face-up to the ED).
      const mp = s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER);
      assert.deepEqual([mp.location, mp.faceUp], ['extra', true]);
      assert.equal(s.find(C.RAIGEKI_BREAK).location, 'gy');
      assert.equal(s.find(C.MIRROR_FORCE).location, 'gy');
    },
  ),
  tc(13, 'A Pendulum equipped by Relinquished sits in an end zone but is not a Pendulum Zone card (003 §3.2.1)', () => {
    const s = scenario()
      .monsterWith(0, C.RELINQUISHED, { summon: 'ritual' })
      .pendulumZone(0, C.DRAGONG, 'right')
      .monster(1, C.MASTER_PENDULUM_THE_DRACOSLAYER)
      .hand(0, C.WAVERING_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Relinquished/);
    toMainOpenState(s);
    // The equipped Pendulum Monster is in player 0's leftmost Spell & Trap Zone (an end zone) as an Equip Card.
    const mp = s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER);
    assert.deepEqual([mp.location, mp.seq, mp.controller], ['szone', 0, 0]);
    assert.equal(s.atk(C.RELINQUISHED), 1950);
    // No Pendulum Summon (one Pendulum Zone card only), and Wavering Eyes destroys only the real Pendulum Zone card.
    assert.equal(s.has(/^Pendulum Summon/), false);
    s.choose('Activate Wavering Eyes');
    toMainOpenState(s);
    assert.equal(s.find(C.DRAGONG).location, 'extra');
    assert.equal(s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER).location, 'szone');
    // One card destroyed: 500 damage.
    assert.equal(s.lp(1), 7500);
  }),
  tc(
    14,
    'B. Skull Dragon from Red-Eyes Fusion in the EMZ, treated as Red-Eyes Black Dragon → legal target for Inferno Fire Blast (003 §3.2.1)',
    () => {
      const s = scenario()
        .hand(0, C.RED_EYES_FUSION, C.INFERNO_FIRE_BLAST)
        .deck(0, C.FERAL_IMP, C.RED_EYES_B_DRAGON, C.SUMMONED_SKULL, C.FERAL_IMP)
        .extra(0, C.B_SKULL_DRAGON)
        .askZones()
        .start();
      // Red-Eyes Fusion: B. Skull Dragon from the Extra Deck to an Extra Monster Zone, materials from the Deck.
      s.choose(/^Activate Red-Eyes Fusion/);
      s.choose('Spell & Trap Zone 1');
      s.passUntil((x) => x.decision?.about === 'effect');
      s.choose('Attack Position');
      s.choose('Extra Monster Zone (left)');
      s.resolveChain();
      assert.equal(s.duel.emz[0], s.find(C.B_SKULL_DRAGON, 'mzone').uid);
      // Its name is "Red-Eyes B. Dragon": Inferno Fire Blast can target it, for its original ATK (3200).
      s.choose(/^Activate Inferno Fire Blast/);
      s.choose('Spell & Trap Zone 2');
      s.resolveChain();
      assert.equal(s.lp(1), 8000 - 3200);
    },
  ),
  tc(
    15,
    'Infinite Impermanence activated while Set, destroyed by a chained Mystical Space Typhoon → no column negation (003 §3.2.1)',
    () => {
      // Player 0: a Set Typhoon in zone 0, Set cards in zones 1–3, Axe of Despair in zone 4 — the column of player
      // 1's zone 0, where Impermanence is Set.
      const b = scenario().monster(0, C.RAIDEN).spellTrap(0, C.MST).deck(0, C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN);
      for (let i = 0; i < 3; i++) b.spellTrap(0, C.POT_OF_GREED);
      const s = b.attach(0, C.AXE_OF_DESPAIR, C.RAIDEN).spellTrap(1, C.INFINITE_IMPERMANENCE).start();
      assert.equal(s.find(C.AXE_OF_DESPAIR).seq, 4);
      assert.equal(s.find(C.INFINITE_IMPERMANENCE).seq, 0);
      s.choose(/^Activate Raiden/);
      s.choose(/Activate Infinite Impermanence/);
      s.choose(/Activate Mystical Space Typhoon/);
      s.choose(/Infinite Impermanence/);
      s.resolveChain();
      assert.equal(s.find(C.INFINITE_IMPERMANENCE).location, 'gy');
      // The monster part still applies: Raiden's effect resolved negated, nothing was milled.
      assert.equal(s.codes(0, 'deck').length, 3);
      // No column negation: Axe of Despair, in that column, still gives its 1000 ATK.
      assert.equal(
        s.duel.locks.some((l) => l.kind === 'negate-spell-trap-column'),
        false,
      );
      assert.equal(s.atk(C.RAIDEN), 2700);
    },
  ),
  tc(
    16,
    "Shelrokket Dragon destroys the opp's MMZ monster in its column and adjacent ones → the EMZ monster in that column is not destroyed (003 §3.2.1)",
    () => {
      // Player 1's Shelrokket Dragon in their zone 4 faces player 0's column 1: player 0's Main Monster Zone 2 and the
      // left Extra Monster Zone.
      const s = scenario()
        .askZones()
        .monster(0, C.CELTIC_GUARDIAN)
        .monster(0, C.FERAL_IMP)
        .monster(0, C.BEAVER_WARRIOR)
        .monster(0, C.KURIBOH)
        .monster(0, C.OJAMA_GREEN)
        .monsterWith(1, C.SHELROKKET_DRAGON, { mainZone: 3, summon: 'special' })
        .extra(0, C.KNIGHTMARE_CERBERUS)
        .hand(0, C.MYSTIC_TOMATO)
        .deck(0, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP)
        .start();
      // Knightmare Cerberus from Kuriboh and Ojama Green, to the left Extra Monster Zone (in Shelrokket's column).
      s.choose(/^Link Summon Knightmare Cerberus/);
      s.choose(/^Kuriboh/);
      s.choose(/^Ojama Green/);
      s.choose('zone:mzone:5');
      // Its Link Summon trigger targets Shelrokket Dragon; Shelrokket answers that Link Monster's effect.
      s.choose(/Knightmare Cerberus/);
      passUntilOffered(s, 1, 'Activate Shelrokket Dragon');
      s.choose(/^Activate Shelrokket Dragon/);
      s.passUntil((x) => x.decision?.prompt === 'Destroy 1 monster in that column');
      // Both the Main Monster Zone monster and the Extra Monster Zone monster are in that column.
      assert.deepEqual(
        s
          .options()
          .map((o) => o.replace(/ \(.*\)$/, ''))
          .sort(),
        ['Feral Imp', 'Knightmare Cerberus'],
      );
      s.choose(/^Feral Imp/);
      s.passUntil((x) => x.decision?.about === 'main-phase-action');
      assert.equal(s.find(C.SHELROKKET_DRAGON).location, 'gy');
      // Feral Imp and its adjacent Main Monster Zones (Celtic Guardian, Beaver Warrior) are destroyed; the Extra
      // Monster Zone is adjacent to nothing: Knightmare Cerberus stays.
      const gy = s.codes(0, 'gy');
      for (const code of [C.FERAL_IMP, C.CELTIC_GUARDIAN, C.BEAVER_WARRIOR]) assert.ok(gy.includes(code));
      assert.deepEqual(s.codes(0, 'mzone'), [C.KNIGHTMARE_CERBERUS]);
    },
  ),
];
