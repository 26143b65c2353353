/**
 * Rule versions as data (ARCHITECTURE §5): a RuleSet is chosen per duel. Presets exist for
 * every rule version in the seeds: 003 (Master Rule, 2020 revision), 000 (Master Rule 2),
 * 002 (pre-2008 "Fusion Deck" era, official) and 004 (a 2005 repost of the same era); and for
 * Master Rule 4 (2017–2020), the version 003 §2.1.1 is written as the change from.
 */
export type RuleSetId = 'master-rule-2020' | 'master-rule-4' | 'master-rule-2' | 'pre-2008' | 'ocg-2005';

/** Summon methods beyond the Normal, Flip and plain Special Summon (003 §3.3.2). */
export type SummonMethod = 'fusion' | 'ritual' | 'synchro' | 'xyz' | 'pendulum' | 'link';

export interface RuleSet {
  id: RuleSetId;
  title: string;
  /** Starting Life Points (003 §3.6.1; 000/002 §1: 8000). */
  startingLp: number;
  /** Opening hand (003 §3.6.1: 5). */
  openingHand: number;
  /** Hand limit at the end of the End Phase (003 §3.6.3: 6). */
  handLimit: number;
  /** 003 §3.6.3: the first player skips the Draw on turn 1; 000/002/004 wrote no such exception. */
  firstPlayerDraws: boolean;
  /** 003 §3.6.3: no Battle Phase on the first player's turn 1 (000/002 likewise). */
  firstTurnBattle: boolean;
  /** 003 §3.2.1: two Extra Monster Zones shared by both players; older versions have none. */
  extraMonsterZones: boolean;
  /**
   * 003 §2.1.1: which monsters Special Summoned from the Extra Deck may go only to an Extra Monster Zone or a Main
   * Monster Zone a Link Arrow points to: Link Monsters and face-up Pendulum Monsters since April 2020
   * ('link-and-pendulum'); every one under Master Rule 4 ('every-extra-deck-monster'). Without Extra Monster Zones
   * (000/002/004) there are no Link Monsters and the rule does not arise.
   */
  linkedZoneRule: 'link-and-pendulum' | 'every-extra-deck-monster';
  /**
   * 003 §3.3.3: one Field Spell per player, the old one sent to the GY when replaced.
   * 002/000: one on the whole field; a new one destroys the old (digest 000-002-004 §1).
   */
  fieldSpellScope: 'per-player' | 'whole-field';
  /**
   * Simultaneous triggers: 003 §3.4.3 SEGOC (mandatory, then optional public, then optional private; turn
   * player first in each) or 000 p.45 / 002 p.43 (the turn player's, then the opponent's, mandatory and
   * optional alike; each player orders their own).
   */
  simultaneousTriggers: 'segoc' | 'turn-player-first';
  /**
   * Several "during the Standby Phase / End Phase" effects (digest 000-002-004 §12 item 27): 003 §3.4.3/§3.6.3 has
   * them activated and resolved one at a time, the turn player's first ('one-at-a-time'); 002 p.27 spells out a
   * procedure: the turn player's form a chain that resolves before the opponent's form theirs
   * ('turn-player-chain-first'); 000 dropped that procedure, so they are simultaneous triggers like any other
   * ('simultaneous').
   */
  phaseTriggers: 'one-at-a-time' | 'turn-player-chain-first' | 'simultaneous';
  /**
   * When an activation's cost is paid (digest 000-002-004 §12 item 16): 003 §3.4.1 pays it as part of the
   * activation, once the activation is declared ('part-of-activation'); 004 (ignition effects) pays it right after
   * the declaration, the same order ('after-declaration'); 000/002 pay it before declaring the activation
   * ('before-declaration'): the cost's events come before the activation's. No version refunds a cost.
   */
  costTiming: 'part-of-activation' | 'after-declaration' | 'before-declaration';
  /**
   * The Summon methods of Extra Deck and Ritual monsters the version has (digest 000-002-004 §12 item 9): Fusion and
   * Ritual everywhere; Synchro and Xyz from 000 (Master Rule 2) on; Pendulum and Link only in 003.
   */
  summonMethods: readonly SummonMethod[];
  /**
   * Right after a successful Summon the turn player holds priority; before Master Rule 2 they could use it for a
   * Spell Speed 1 activation (an ignition effect, a Normal Spell) before the opponent answered the Summon
   * (002's priority rule; digest 000-002-004 §12 item 18). Master Rule 2 and later allow only Spell Speed 2+ there.
   */
  ignitionPriorityAfterSummon: boolean;
  /**
   * What may be activated in the Damage Step: 003 §3.6.3's sub-timings (modifiers until before damage calculation,
   * plus Counter Traps and effects that say so), or the seeds' rule (000/002/004; digest §12 item 12): only ATK/DEF
   * modifiers and Counter Traps, and only until damage calculation starts.
   */
  damageStepModel: 'timings' | 'until-calculation';
  /**
   * Which printing of each card is played (issue 11 item 16): null for today's texts, or a month ('YYYY-MM'): a card
   * errata'd after it plays as printed then (Sangan and Witch of the Black Forest had no once per turn and no name
   * lock before their 2021 errata).
   */
  cardTextsAsOf: string | null;
  /** Monster Zones and Spell & Trap Zones per player. */
  monsterZones: number;
  spellTrapZones: number;
}

export const MASTER_RULE_2020: RuleSet = {
  id: 'master-rule-2020',
  title: 'OCG Master Rule (2020 revision, 2025 notes)',
  startingLp: 8000,
  openingHand: 5,
  handLimit: 6,
  firstPlayerDraws: false,
  firstTurnBattle: false,
  extraMonsterZones: true,
  linkedZoneRule: 'link-and-pendulum',
  fieldSpellScope: 'per-player',
  simultaneousTriggers: 'segoc',
  phaseTriggers: 'one-at-a-time',
  costTiming: 'part-of-activation',
  summonMethods: ['fusion', 'ritual', 'synchro', 'xyz', 'pendulum', 'link'],
  ignitionPriorityAfterSummon: false,
  damageStepModel: 'timings',
  cardTextsAsOf: null,
  monsterZones: 5,
  spellTrapZones: 5,
};

/**
 * Master Rule 4 (April 2017 – March 2020): the game of 003 except the Extra Deck zone rule that 003 §2.1.1 revised:
 * every monster Special Summoned from the Extra Deck (Fusion, Synchro and Xyz too) goes to an Extra Monster Zone or a
 * Main Monster Zone a Link Arrow points to.
 */
export const MASTER_RULE_4: RuleSet = {
  ...MASTER_RULE_2020,
  id: 'master-rule-4',
  title: 'Master Rule 4 (2017–2020; 003 §2.1.1 before its revision)',
  linkedZoneRule: 'every-extra-deck-monster',
  // Played with the card texts of its time: the 2020 revision came into force on 1 April 2020.
  cardTextsAsOf: '2020-03',
};

export const MASTER_RULE_2: RuleSet = {
  ...MASTER_RULE_2020,
  id: 'master-rule-2',
  title: 'Master Rule 2 (ZEXAL era, 000)',
  // 000 §1: "First player draws turn 1: yes (no exception written)".
  firstPlayerDraws: true,
  extraMonsterZones: false,
  // 000 follows 002: one Field Spell on the whole field (digest 000-002-004 §1).
  fieldSpellScope: 'whole-field',
  // 000 p.45: the turn player's simultaneous triggers first, with no mandatory/optional split.
  simultaneousTriggers: 'turn-player-first',
  // 000 has no Standby Phase procedure of its own (digest 000-002-004 §12 item 27).
  phaseTriggers: 'simultaneous',
  // 000 §Costs: "pay the cost, then declare the activation" (digest 000-002-004 §12 item 16).
  costTiming: 'before-declaration',
  // 000 p.9: Synchro and Xyz Summons; no Pendulum or Link yet (digest §12 item 9).
  summonMethods: ['fusion', 'ritual', 'synchro', 'xyz'],
  // Digest 000-002-004 §12 item 12: every seed has the older Damage Step.
  damageStepModel: 'until-calculation',
  // The ZEXAL era ended with Master Rule 3 (March 2014).
  cardTextsAsOf: '2014-03',
};

export const PRE_2008: RuleSet = {
  ...MASTER_RULE_2,
  id: 'pre-2008',
  title: 'OCG rules before Master Rule (002, "Fusion Deck" era)',
  // 002 §10 priority: the turn player may use Spell Speed 1 right after a Summon (removed by Master Rule 2).
  ignitionPriorityAfterSummon: true,
  // 002 p.27: the turn player's chain first, then the opponent's (004 is vague and follows 002).
  phaseTriggers: 'turn-player-chain-first',
  // 002: Fusion and Ritual Summons only (digest §12 item 9).
  summonMethods: ['fusion', 'ritual'],
  // Master Rule began in March 2008.
  cardTextsAsOf: '2008-03',
};

export const OCG_2005: RuleSet = {
  ...PRE_2008,
  id: 'ocg-2005',
  title: 'OCG rules as reposted in 2005 (004)',
  // 004 §Phases does not state the first-turn Battle Phase ban; 002 (same era, official) does, so keep it.
  // 004 breaks off before the chain rules, so its trigger order follows 002 (inherited from PRE_2008).
  cardTextsAsOf: '2005-12',
  // 004: an ignition effect's cost is paid after its activation is declared (digest §12 item 16).
  costTiming: 'after-declaration',
};

export const RULE_SETS: Readonly<Record<RuleSetId, RuleSet>> = {
  'master-rule-2020': MASTER_RULE_2020,
  'master-rule-4': MASTER_RULE_4,
  'master-rule-2': MASTER_RULE_2,
  'pre-2008': PRE_2008,
  'ocg-2005': OCG_2005,
};

export function ruleSet(id: RuleSetId): RuleSet {
  return RULE_SETS[id];
}
