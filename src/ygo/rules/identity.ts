/**
 * A card's identity as the rules see it now (003 §3.3.1): its current name, archetypes, Type and Attribute. Printed
 * values everywhere; on the field (face-up) and wherever a card's own text says so, as changed by continuous effects
 * (DNA Surgery), by the card's own "this card's name becomes X while …" text, and by resolved effects that last
 * (Red-Eyes Fusion, Hero Mask). Every filter, target check and "same name" rule reads these, never the printed data.
 */
import type { Attribute, MonsterType } from '../card-stats.ts';
import { cardDef, findCardDef } from '../cards/registry.ts';
import type { CardInstance, DuelState, Lingering } from '../state.ts';
import { activeStatics } from './statics.ts';

/** Monster Types by index, for changes kept as plain numbers in the state (lingering values, a card's counter). */
export const MONSTER_TYPES: readonly MonsterType[] = [
  'Aqua',
  'Beast',
  'Beast-Warrior',
  'Creator God',
  'Cyberse',
  'Dinosaur',
  'Divine-Beast',
  'Dragon',
  'Fairy',
  'Fiend',
  'Fish',
  'Illusion',
  'Insect',
  'Machine',
  'Plant',
  'Psychic',
  'Pyro',
  'Reptile',
  'Rock',
  'Sea Serpent',
  'Spellcaster',
  'Thunder',
  'Warrior',
  'Winged Beast',
  'Wyrm',
  'Zombie',
];

/** The seven Attributes by index (see MONSTER_TYPES). */
export const ATTRIBUTES: readonly Attribute[] = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'];

/**
 * The passcode whose name a card prints: its own, or for "This card is always treated as X" (003 §3.1.2) and
 * alternate artworks, the card it is treated as. Once-per-turn-by-name locks key on this (003 §3.3.1 TC-18: they
 * follow the card's printed identity, not a name it was given).
 */
export function printedName(code: number): number {
  // A card not implemented here (named by another card's text) is its own name.
  const def = findCardDef(code);
  return def ? (def.alias ?? def.code) : code;
}

/** Face-up on the field: where changes made by effects apply (003 §3.4.4: they end when the card turns face-down). */
function faceUpOnField(c: CardInstance): boolean {
  return c.faceUp && (c.location === 'mzone' || c.location === 'szone' || c.location === 'fzone');
}

/** The latest resolved change of this kind on this card (003 §3.4.4: later timestamps apply over earlier ones). */
function latestLingering(duel: DuelState, c: CardInstance, kind: Lingering['kind']): Lingering | null {
  let best: Lingering | null = null;
  for (const l of duel.lingering)
    if (l.kind === kind && l.uid === c.uid && l.stamp === c.stamp && (!best || l.ts > best.ts)) best = l;
  return best;
}

/**
 * 003 §3.3.1: the card's current name, as a passcode. "Always treated as X" holds everywhere (printedName); "this
 * card's name becomes X while on the field / in the GY" holds there (face-up on the field); a resolved "its name
 * becomes X" holds while the card stays face-up on the field, the latest one winning.
 */
export function nameOf(duel: DuelState, c: CardInstance): number {
  const def = cardDef(c.code);
  let name = def.alias ?? def.code;
  const own = def.nameBecomes;
  // 003 §3.4.4 TC-121: the card's own renaming text is not undone by negating its effects (SPYRAL Double Helix keeps
  // the name under Millennium-Eyes Restrict), so it is read here without a negation check.
  if (own && own.in.includes(c.location) && (c.location === 'gy' || faceUpOnField(c))) name = own.code;
  if (duel.lingering.length && faceUpOnField(c)) {
    const l = latestLingering(duel, c, 'name');
    if (l) name = l.value;
  }
  return name;
}

/** "A 'X'" / "except 'X'": does the card now bear that name (003 §3.3.1)? `code` may be any printing of X. */
export function hasName(duel: DuelState, c: CardInstance, code: number): boolean {
  return nameOf(duel, c) === printedName(code);
}

/** "With the same name" / "with a different name" (003 §3.3.1): current names compared. */
export function sameName(duel: DuelState, a: CardInstance, b: CardInstance): boolean {
  return nameOf(duel, a) === nameOf(duel, b);
}

/** The name the card bears now, as text (views: a renamed card shows its new name). */
export function nameTextOf(duel: DuelState, c: CardInstance): string {
  const name = nameOf(duel, c);
  const def = cardDef(c.code);
  if (name === (def.alias ?? def.code)) return def.name;
  if (def.nameBecomes?.code === name) return def.nameBecomes.name;
  return findCardDef(name)?.name ?? `#${name}`;
}

/**
 * 003 §3.3.1: the archetypes a card is in now. An archetype belongs to a name ("also treated as an 'X' card" means
 * the name contains X), so a renamed card takes the archetypes of the name it bears (Red-Eyes Fusion: a "Red-Eyes"
 * card), unless its text keeps its own ("but is still treated as an 'Archfiend' card"); "(also always treated as
 * …)" clauses (alsoArchetypes) hold everywhere.
 */
export function archetypesOf(duel: DuelState, c: CardInstance): readonly number[] {
  const def = cardDef(c.code);
  const name = nameOf(duel, c);
  let sets: readonly number[] = def.setcodes ?? [];
  if (name !== (def.alias ?? def.code)) {
    const named = findCardDef(name);
    // A name whose card is not implemented: its archetypes are unknown here, so the printed ones are kept.
    if (named) sets = def.keepsArchetypes ? [...sets, ...(named.setcodes ?? [])] : (named.setcodes ?? []);
  }
  return def.alsoArchetypes ? [...sets, ...def.alsoArchetypes] : sets;
}

/**
 * Is the card an "X" card (YGOPro setcode semantics: the low 12 bits name the archetype, the high 4 a
 * sub-archetype, so a "Superheavy Samurai Soul" card is also a "Superheavy Samurai" card)?
 */
export function inArchetype(duel: DuelState, c: CardInstance, setcode: number): boolean {
  for (const s of archetypesOf(duel, c)) {
    if ((s & 0xfff) === (setcode & 0xfff) && (s & setcode) === setcode) return true;
  }
  return false;
}

/**
 * 003 §3.3.1, §3.4.4: a monster's current Type. Printed away from the field; face-up on the field, continuous
 * Type changes (DNA Surgery) and resolved ones apply in timestamp order, the latest winning.
 */
export function typeOf(duel: DuelState, c: CardInstance): MonsterType | undefined {
  const printed = cardDef(c.code).type;
  if (printed === undefined || c.location !== 'mzone' || !c.faceUp) return printed;
  return changed(duel, c, 'type', printed, (v) => MONSTER_TYPES[v]!);
}

/** 003 §3.3.1, §3.4.4: a monster's current Attribute (as typeOf). */
export function attributeOf(duel: DuelState, c: CardInstance): Attribute | undefined {
  const printed = cardDef(c.code).attribute;
  if (printed === undefined || c.location !== 'mzone' || !c.faceUp) return printed;
  return changed(duel, c, 'attribute', printed, (v) => ATTRIBUTES[v]!);
}

/**
 * 003 §3.3.1: is the monster now of this Attribute? Its current one (attributeOf), or a second one its own continuous
 * effect adds while it is face-up on the field ("this card is also WIND-Attribute": the added one is not original).
 */
export function hasAttribute(duel: DuelState, c: CardInstance, a: Attribute): boolean {
  if (attributeOf(duel, c) === a) return true;
  if (c.location !== 'mzone' || !c.faceUp) return false;
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'also-attribute' && src.uid === c.uid && st.attribute === a) return true;
  return false;
}

function changed<T>(duel: DuelState, c: CardInstance, kind: 'type' | 'attribute', printed: T, of: (v: number) => T): T {
  let value = printed;
  let ts = -1;
  const l = duel.lingering.length ? latestLingering(duel, c, kind) : null;
  if (l) {
    value = of(l.value);
    ts = l.ts;
  }
  // Continuous effects take the timestamp of their source arriving face-up (approximated by its stamp, as stats.ts).
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind === kind && src.stamp > ts && st.affects(duel, src, c)) {
      const v = st.value(duel, src, c);
      if (v < 0) continue;
      value = of(v);
      ts = src.stamp;
    }
  }
  return value;
}
