/**
 * 003 §3.3.2 Ritual Summon (issue 7): a Ritual Spell Tributes monsters from the hand or field whose Levels reach the
 * Ritual Monster's ("exactly" or "or more", as the card says; digest 000-002-004 §12 item 21), with no superfluous
 * Tribute, then Special Summons it from the hand inside its resolution, properly Summoned. Only what can be completed
 * into a legal Tribute set is offered.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';
import { cardNames, resolveRitual } from '../../../conformance/ygo/helpers.ts';

const PRESETS: readonly RuleSetId[] = ['master-rule-2020', 'master-rule-2', 'pre-2008', 'ocg-2005'];

/** Activate the Ritual Spell (in the first Spell & Trap Zone when asked) and pass until its resolution asks. */
function activate(s: Scenario, spell: string): Scenario {
  s.chooseAny(`Activate ${spell}`);
  if (s.decision?.about === 'zone') s.choose({ id: 'zone:szone:0' });
  return s.passUntil((x) => x.decision?.about === 'effect' && x.decision.player === 0);
}

/** Black Luster Ritual (8 or more) with Curse of Dragon (5), Ojama Green (2), Blue-Eyes (8) and a Set Celtic Guardian (4). */
function blackLuster(rules: RuleSetId = 'master-rule-2020'): Scenario {
  return scenario()
    .rules(rules)
    .askAlways()
    .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.CURSE_OF_DRAGON, C.OJAMA_GREEN, C.BLUE_EYES)
    .monster(0, C.CELTIC_GUARDIAN, 'set')
    .start();
}

describe('Ritual Summon "or more": the Tribute choices (003 §3.3.2)', () => {
  it('offers only Tributes a legal set contains: Ojama Green (Level 2) is superfluous in every set', () => {
    const s = activate(blackLuster(), 'Black Luster Ritual');
    expect(cardNames(s)).toEqual(['Black Luster Soldier']);
    expect(s.decision?.rule).toBe('003 §3.3.2');
    s.choose('Black Luster Soldier');
    // Curse of Dragon + Celtic Guardian (9), Blue-Eyes alone (8); anything with Ojama Green has a Tribute too many.
    expect(cardNames(s)).toEqual(['Curse of Dragon', 'Blue-Eyes White Dragon', 'Celtic Guardian']);
    s.choose('Curse of Dragon');
    // 5 so far: only Celtic Guardian (the face-down one on the field) completes it; Blue-Eyes would make Curse superfluous.
    expect(cardNames(s)).toEqual(['Celtic Guardian']);
    s.choose('Celtic Guardian');
    // The set is complete: no further Tribute is asked, the position is.
    expect(s.decision?.prompt).toBe('Ritual Summon in which position?');
    s.choose('Defense Position');
    s.resolveChain();
    const bls = s.find(C.BLACK_LUSTER_SOLDIER);
    expect([bls.location, bls.faceUp, bls.defense, bls.summon, bls.properlySummoned]).toEqual([
      'mzone',
      true,
      true,
      'ritual',
      true,
    ]);
    expect(s.codes(0, 'gy').sort()).toEqual([C.CURSE_OF_DRAGON, C.CELTIC_GUARDIAN, C.BLACK_LUSTER_RITUAL].sort());
    expect(s.codes(0, 'hand').sort()).toEqual([C.OJAMA_GREEN, C.BLUE_EYES].sort());
  });

  it('one Tribute reaching the Level completes the set at once (Blue-Eyes White Dragon)', () => {
    const s = activate(blackLuster(), 'Black Luster Ritual');
    s.choose('Black Luster Soldier');
    s.choose('Blue-Eyes White Dragon');
    s.choose('Attack Position');
    s.resolveChain();
    expect(s.codes(0, 'mzone').sort()).toEqual([C.BLACK_LUSTER_SOLDIER, C.CELTIC_GUARDIAN].sort());
    expect(s.find(C.BLACK_LUSTER_SOLDIER).defense).toBe(false);
    expect(s.codes(0, 'gy').sort()).toEqual([C.BLUE_EYES, C.BLACK_LUSTER_RITUAL].sort());
  });

  it('is the same under every rule set', () => {
    for (const rules of PRESETS) {
      const s = activate(blackLuster(rules), 'Black Luster Ritual');
      s.choose('Black Luster Soldier');
      expect(cardNames(s), rules).toEqual(['Curse of Dragon', 'Blue-Eyes White Dragon', 'Celtic Guardian']);
      s.choose('Blue-Eyes White Dragon');
      s.choose('Attack Position');
      s.resolveChain();
      expect(s.find(C.BLACK_LUSTER_SOLDIER).summon, rules).toBe('ritual');
    }
  });
});

describe('Ritual Summon "exactly" (Nekroz Mirror, 003 §3.3.2)', () => {
  it('offers only Tributes of a set totalling exactly the Level, and "Nekroz" monsters in the GY to banish', () => {
    const s = scenario()
      .hand(0, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS, C.OJAMA_GREEN, C.LEFT_ARM, C.CELTIC_GUARDIAN)
      .monster(0, C.GIANT_SOLDIER_OF_STONE)
      .gy(0, C.NEKROZ_OF_CLAUSOLAS)
      .start();
    activate(s, 'Nekroz Mirror');
    // Level 3: Ojama Green (2) + Left Arm (1), Giant Soldier of Stone (3), the Clausolas in the GY (3); Celtic
    // Guardian (4) overshoots.
    expect(cardNames(s)).toEqual([
      'Ojama Green',
      'Left Arm of the Forbidden One',
      'Giant Soldier of Stone',
      'Nekroz of Clausolas',
    ]);
    s.choose({ id: `card:${s.find(C.NEKROZ_OF_CLAUSOLAS, 'gy').uid}` });
    s.choose('Attack Position');
    s.resolveChain();
    expect(s.find(C.NEKROZ_OF_CLAUSOLAS, 'mzone').summon).toBe('ritual');
    // Banished, not sent to the GY; the Spell goes to the GY.
    expect(s.codes(0, 'banished')).toEqual([C.NEKROZ_OF_CLAUSOLAS]);
    expect(s.codes(0, 'gy')).toEqual([C.NEKROZ_MIRROR]);
    expect(s.codes(0, 'mzone').sort()).toEqual([C.NEKROZ_OF_CLAUSOLAS, C.GIANT_SOLDIER_OF_STONE].sort());
  });

  it('after one Tribute, only what completes exactly: Ojama Green then Left Arm', () => {
    const s = scenario()
      .hand(0, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS, C.OJAMA_GREEN, C.LEFT_ARM, C.RIGHT_ARM, C.GIANT_SOLDIER_OF_STONE)
      .start();
    activate(s, 'Nekroz Mirror');
    s.choose('Ojama Green');
    expect(cardNames(s)).toEqual(['Left Arm of the Forbidden One', 'Right Arm of the Forbidden One']);
    s.choose('Left Arm');
    s.choose('Attack Position');
    s.resolveChain();
    expect(s.codes(0, 'gy').sort()).toEqual([C.NEKROZ_MIRROR, C.OJAMA_GREEN, C.LEFT_ARM].sort());
    expect(s.codes(0, 'hand').sort()).toEqual([C.RIGHT_ARM, C.GIANT_SOLDIER_OF_STONE].sort());
  });

  it('cannot be activated without an exact total, nor twice in a turn ("once per turn", 003 §3.5.1)', () => {
    const none = scenario().hand(0, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS, C.CELTIC_GUARDIAN, C.OJAMA_GREEN).start();
    expect(none.has('Activate Nekroz Mirror')).toBe(false);
    const s = scenario()
      .hand(0, C.NEKROZ_MIRROR, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS, C.NEKROZ_OF_CLAUSOLAS)
      .hand(0, C.GIANT_SOLDIER_OF_STONE, C.GIANT_SOLDIER_OF_STONE)
      .start();
    s.chooseAny('Activate Nekroz Mirror');
    resolveRitual(s);
    expect(s.find(C.NEKROZ_OF_CLAUSOLAS, 'mzone').summon).toBe('ritual');
    expect(s.has('Activate Nekroz Mirror')).toBe(false);
  });
});

describe('when a Ritual Spell can be activated (003 §3.3.2)', () => {
  it('only with the Ritual Monster in the hand and enough Tributes', () => {
    const noMonster = scenario().hand(0, C.BLACK_LUSTER_RITUAL, C.BLUE_EYES).gy(0, C.BLACK_LUSTER_SOLDIER).start();
    expect(noMonster.has('Activate Black Luster Ritual')).toBe(false);
    const short = scenario()
      .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.OJAMA_GREEN)
      .monster(0, C.CURSE_OF_DRAGON)
      .start();
    expect(short.has('Activate Black Luster Ritual')).toBe(false);
    // The Ritual Monster does not Tribute itself: two Black Luster Soldiers, one of them the Tribute.
    const two = scenario().hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.BLACK_LUSTER_SOLDIER).start();
    expect(two.has('Activate Black Luster Ritual')).toBe(true);
  });

  it('a Ritual Monster cannot be Normal Summoned or Set', () => {
    const s = scenario().hand(0, C.BLACK_LUSTER_SOLDIER, C.NEKROZ_OF_CLAUSOLAS).start();
    expect(s.options().filter((o) => o.includes('Black Luster Soldier') || o.includes('Clausolas'))).toEqual([]);
  });

  it('the opponent\u2019s monsters are not Tributes', () => {
    const s = scenario().hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER).monster(1, C.BLUE_EYES).start();
    expect(s.has('Activate Black Luster Ritual')).toBe(false);
  });
});

describe('the Ritual Monster choice (003 §3.3.2)', () => {
  it('offers only Ritual Monsters with a legal Tribute set (here: one that frees a Main Monster Zone)', () => {
    let b = scenario()
      .askAlways()
      .hand(0, C.SECRETS_OF_DARK_MAGIC, C.BLUE_EYES_CHAOS_MAX_DRAGON, C.NEKROZ_OF_CLAUSOLAS, C.DARK_MAGICIAN_GIRL);
    for (let i = 0; i < 5; i++) b = b.monster(0, C.CELTIC_GUARDIAN);
    const s = b.start();
    activate(s, 'Secrets of Dark Magic');
    // Clausolas (Level 3): Dark Magician Girl alone frees no zone, and with a Celtic Guardian she is superfluous.
    // Blue-Eyes Chaos MAX Dragon (Level 8): Dark Magician Girl + a Celtic Guardian (10) frees one.
    expect(cardNames(s)).toEqual(['Blue-Eyes Chaos MAX Dragon']);
    s.choose('Blue-Eyes Chaos MAX Dragon');
    // Clausolas as a Tribute would free no zone, and with a Celtic Guardian too she would be superfluous.
    expect(cardNames(s)).toEqual(['Dark Magician Girl', ...Array<string>(5).fill('Celtic Guardian')]);
    resolveRitual(s);
    expect(s.find(C.BLUE_EYES_CHAOS_MAX_DRAGON).summon).toBe('ritual');
    expect(s.codes(0, 'gy').sort()).toEqual([C.DARK_MAGICIAN_GIRL, C.CELTIC_GUARDIAN, C.SECRETS_OF_DARK_MAGIC].sort());
    expect(s.codes(0, 'hand')).toEqual([C.NEKROZ_OF_CLAUSOLAS]);
  });
});

describe('the Summon inside the resolution (003 §3.3.2)', () => {
  it('is not respondable: no Summon-negation window; negating the activation makes no Tributes', () => {
    const s = scenario()
      .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.BLUE_EYES)
      .spellTrap(1, C.SOLEMN_JUDGMENT)
      .start();
    s.choose('Activate Black Luster Ritual');
    const abouts: string[] = [];
    resolveRitual(s, (d) => abouts.push(d.about));
    expect(s.find(C.BLACK_LUSTER_SOLDIER).location).toBe('mzone');
    expect(abouts).not.toContain('summon-negation');
    expect(s.find(C.SOLEMN_JUDGMENT).location).toBe('szone');

    const t = scenario()
      .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.BLUE_EYES)
      .spellTrap(1, C.SOLEMN_JUDGMENT)
      .start();
    t.choose('Activate Black Luster Ritual');
    t.passUntil((x) => x.decision?.player === 1 && x.has('Activate Solemn Judgment'));
    t.choose('Activate Solemn Judgment');
    t.resolveChain();
    // 003 §3.3.2: "If the activation is negated, no Tributes are made."
    expect(t.codes(0, 'hand').sort()).toEqual([C.BLACK_LUSTER_SOLDIER, C.BLUE_EYES].sort());
    expect(t.codes(0, 'gy')).toEqual([C.BLACK_LUSTER_RITUAL]);
  });

  it('a Tribute\u2019s "when sent to the GY: you can" misses the timing (Archfiend of Gilfer)', () => {
    const s = scenario()
      .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.ARCHFIEND_OF_GILFER, C.OJAMA_GREEN)
      .monster(1, C.CELTIC_GUARDIAN)
      .start();
    s.choose('Activate Black Luster Ritual');
    let offeredGilfer = false;
    resolveRitual(s, (d) => {
      if (d.options.some((o) => o.label.includes('Archfiend of Gilfer') && o.id?.startsWith('activate') === true))
        offeredGilfer = true;
    });
    expect(s.codes(0, 'gy').sort()).toEqual([C.ARCHFIEND_OF_GILFER, C.OJAMA_GREEN, C.BLACK_LUSTER_RITUAL].sort());
    expect(s.find(C.BLACK_LUSTER_SOLDIER).location).toBe('mzone');
    expect(offeredGilfer).toBe(false);
  });
});

describe('zones and the GY order (003 §3.3.2, §3.2.1)', () => {
  it('with every Main Monster Zone taken, only field Tributes free a zone; the zone is chosen before they go', () => {
    let b = scenario().askZones().askAlways().hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.BLUE_EYES);
    b = b.monster(0, C.CURSE_OF_DRAGON);
    for (let i = 0; i < 4; i++) b = b.monster(0, C.CELTIC_GUARDIAN);
    const s = b.start();
    activate(s, 'Black Luster Ritual');
    s.choose('Black Luster Soldier');
    // Blue-Eyes alone frees no zone; with a field Tribute it would be superfluous.
    expect(cardNames(s)).toEqual([
      'Curse of Dragon',
      'Celtic Guardian',
      'Celtic Guardian',
      'Celtic Guardian',
      'Celtic Guardian',
    ]);
    s.chooseAny('Celtic Guardian');
    s.chooseAny('Celtic Guardian');
    s.choose('Attack Position');
    expect(s.decision?.about).toBe('zone');
    const freed = s.ids();
    expect(freed).toHaveLength(2);
    expect(s.codes(0, 'mzone')).toHaveLength(5);
    s.choose({ id: freed[1]! });
    s.resolveChain();
    expect(s.find(C.BLACK_LUSTER_SOLDIER).seq).toBe(Number(freed[1]!.split(':')[2]));
    expect(s.codes(0, 'hand')).toEqual([C.BLUE_EYES]);
  });

  it('the owner orders the Tributes in the GY', () => {
    const s = scenario()
      .askGyOrder()
      .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.CURSE_OF_DRAGON)
      .monster(0, C.CELTIC_GUARDIAN)
      .start();
    activate(s, 'Black Luster Ritual');
    s.choose('Curse of Dragon');
    s.choose('Attack Position');
    expect(s.decision?.about).toBe('gy-order');
    // Nothing has moved yet.
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
    s.choose('Celtic Guardian', 'Curse of Dragon');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN, C.CURSE_OF_DRAGON, C.BLACK_LUSTER_RITUAL]);
  });
});

describe('properly Summoned (003 §3.3.2 revival of SS monsters)', () => {
  it('a Ritual Summoned monster can be revived by Monster Reborn; one never Ritual Summoned cannot', () => {
    for (const rules of PRESETS) {
      const s = scenario()
        .rules(rules)
        .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.BLUE_EYES, C.DARK_HOLE, C.MONSTER_REBORN)
        .start();
      s.choose('Activate Black Luster Ritual');
      resolveRitual(s);
      s.choose('Activate Dark Hole');
      s.resolveChain();
      expect(s.find(C.BLACK_LUSTER_SOLDIER).location, rules).toBe('gy');
      s.choose('Activate Monster Reborn');
      s.passUntil((x) => x.decision?.about === 'target');
      // The Ritual Summoned Black Luster Soldier is a legal target, beside the Tribute.
      expect(s.options().map((o) => o.replace(/ \(.*\)$/, ''))).toEqual([
        'Blue-Eyes White Dragon',
        'Black Luster Soldier',
      ]);
      s.choose('Black Luster Soldier');
      s.passUntil((x) => x.decision?.player === 0 && x.decision.kind === 'select-option');
      s.choose('Attack Position');
      s.resolveChain();
      expect(s.find(C.BLACK_LUSTER_SOLDIER).location, rules).toBe('mzone');

      const never = scenario().rules(rules).hand(0, C.MONSTER_REBORN).gy(0, C.BLACK_LUSTER_SOLDIER).start();
      expect(never.has('Activate Monster Reborn'), rules).toBe(false);
      const must = scenario().rules(rules).hand(0, C.MONSTER_REBORN).gy(1, C.NEKROZ_OF_CLAUSOLAS).start();
      expect(must.has('Activate Monster Reborn'), rules).toBe(false);
    }
  });
});
