/**
 * A Yu-Gi-Oh! card's printed statistics (003 §3.3.1), as plain data. Card files carry
 * these inline; the `cards.cdb` importer produces the same shape from YGOPro data.
 */
export type CardKind = 'monster' | 'spell' | 'trap';

/** Monster card categories (003 §3.3.2). A monster can have several (e.g. effect + flip). */
export type MonsterCategory =
  | 'normal'
  | 'effect'
  | 'fusion'
  | 'ritual'
  | 'synchro'
  | 'xyz'
  | 'link'
  | 'pendulum'
  | 'tuner'
  | 'flip'
  | 'toon'
  | 'spirit'
  | 'union'
  | 'gemini'
  | 'token'
  | 'special-summon'; // "cannot be Normal Summoned/Set" (nomi/semi-nomi)

/** 003 §3.3.3 */
export type SpellType = 'normal' | 'quick-play' | 'continuous' | 'equip' | 'field' | 'ritual';
/** 003 §3.3.4 */
export type TrapType = 'normal' | 'continuous' | 'counter';

/** 003 §3.3.1: the seven Attributes. */
export type Attribute = 'DARK' | 'LIGHT' | 'EARTH' | 'WATER' | 'FIRE' | 'WIND' | 'DIVINE';

/** 003 §3.3.1: monster Types. */
export type MonsterType =
  | 'Warrior'
  | 'Spellcaster'
  | 'Fairy'
  | 'Fiend'
  | 'Zombie'
  | 'Machine'
  | 'Aqua'
  | 'Pyro'
  | 'Rock'
  | 'Winged Beast'
  | 'Plant'
  | 'Insect'
  | 'Thunder'
  | 'Dragon'
  | 'Beast'
  | 'Beast-Warrior'
  | 'Dinosaur'
  | 'Fish'
  | 'Sea Serpent'
  | 'Reptile'
  | 'Psychic'
  | 'Divine-Beast'
  | 'Creator God'
  | 'Wyrm'
  | 'Cyberse'
  | 'Illusion';

export interface CardStats {
  /** Passcode, as in YDK files and YGOPro databases. */
  code: number;
  name: string;
  kind: CardKind;
  /** "This card is always treated as X" (003 §3.1.2): the passcode whose name it shares for the copy limit. */
  alias?: number;
  /** Archetype codes as in YGOPro's `setcode` (four 16-bit codes packed). */
  setcodes?: number[];
  text: string;
  // Monsters
  categories?: MonsterCategory[];
  level?: number;
  /** 003 §3.3.1: an Xyz Monster's Rank (it has no Level). */
  rank?: number;
  /** 003 §3.3.1: a Link Monster's Link Rating and Link Arrows (it has no Level and no DEF). */
  linkRating?: number;
  linkArrows?: LinkArrow[];
  /**
   * 003 §3.3.1: a Pendulum Monster's Pendulum Scales, left and right (the same number on every card printed so far);
   * they count only while it is a card in a Pendulum Zone (003 §3.3.2 Pendulum Summon).
   */
  leftScale?: number;
  rightScale?: number;
  attribute?: Attribute;
  type?: MonsterType;
  /** -1 means "?" */
  atk?: number;
  def?: number;
  // Spells and Traps
  spellType?: SpellType;
  trapType?: TrapType;
}

/** 003 §3.3.2: a Ritual Monster (Main Deck; Summoned only by a Ritual Summon, never Normal Summoned/Set). */
export function isRitualMonster(s: CardStats): boolean {
  return s.kind === 'monster' && !!s.categories?.includes('ritual');
}

/** Cards that go in the Extra Deck (003 §3.2.1). */
/** 003 §3.3.2 "Tokens": a Token is no card (never in a Deck) and vanishes when it leaves the field. */
export function isToken(s: CardStats): boolean {
  return s.categories?.includes('token') === true;
}

/** 003 §3.3.1: the eight Link Arrows, as seen by the Link Monster's controller. */
export type LinkArrow = 'top-left' | 'top' | 'top-right' | 'left' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';

/** 003 §3.3.1: a Pendulum Monster (also a Fusion-, Synchro- or Xyz-Pendulum). */
export function isPendulumMonster(s: CardStats): boolean {
  return s.kind === 'monster' && s.categories?.includes('pendulum') === true;
}

export function isExtraDeckMonster(s: CardStats): boolean {
  const c = s.categories;
  return !!c && (c.includes('fusion') || c.includes('synchro') || c.includes('xyz') || c.includes('link'));
}
