/**
 * What a card is now, as opposed to what is printed on it (003 §3.3.2 categories, 003 §3.4.4): a monster equipped
 * as an Equip Card is an Equip Spell in the Spell & Trap Zone; a Trap Monster is a monster in the Monster Zone and
 * still a Trap Card; a Gemini is a Normal Monster on the field and in the GY until it is Gemini Summoned.
 */
import { cardDef } from '../cards/registry.ts';
import type { MonsterCategory } from '../card-stats.ts';
import type { CardDef, EffectDef } from '../cards/types.ts';
import type { CardInstance, DuelState } from '../state.ts';
import { isNegated } from './statics.ts';
import { hasGainedEffects } from './gained.ts';
import { levelOf } from './level.ts';

/**
 * 003 §3.4.4 "Monsters as Equip Cards": a Monster Card in a Spell & Trap Zone is there as an Equip Card (the only way
 * a monster gets there), an Equip Spell whose effects are Equip Spell effects.
 */
export function isMonsterAsEquip(c: CardInstance): boolean {
  return c.location === 'szone' && cardDef(c.code).kind === 'monster';
}

/** 003 §3.4.4 "Trap monsters": a Trap Card in a Monster Zone, treated as a monster (and still a Trap Card). */
export function isTrapMonster(c: CardInstance): boolean {
  return c.location === 'mzone' && cardDef(c.code).kind === 'trap';
}

/** A Monster Card now: printed monsters except as Equip Cards, and Trap Monsters. */
export function isMonsterCard(c: CardInstance): boolean {
  const kind = cardDef(c.code).kind;
  return (kind === 'monster' && !isMonsterAsEquip(c)) || (kind === 'trap' && c.location === 'mzone');
}

/** A Spell Card now: printed Spells, and monsters as Equip Cards (003 §3.4.4: an Equip Spell there). */
export function isSpellCard(c: CardInstance): boolean {
  return cardDef(c.code).kind === 'spell' || isMonsterAsEquip(c);
}

/** A Trap Card now: printed Traps, a Trap Monster included (003 §3.4.4: "it is both a Trap and a monster"). */
export function isTrapCard(c: CardInstance): boolean {
  return cardDef(c.code).kind === 'trap';
}

/**
 * 003 §3.3.3 "Equip": a face-up Equip Card on the field: an Equip Spell, or a monster equipped as one (003 §3.4.4).
 * Call of the Haunted's kind, which also names a monster, is no Equip Card.
 */
export function isEquipCard(c: CardInstance): boolean {
  if (c.location !== 'szone') return false;
  const def = cardDef(c.code);
  // A Pendulum Monster card in a Pendulum Zone is in a Spell & Trap Zone without equipping anything (003 §3.2.1).
  return def.spellType === 'equip' || (def.kind === 'monster' && c.equipTarget !== -1);
}

/** A Gemini monster (003 §3.4.4), by its printed card. */
export function isGemini(c: CardInstance): boolean {
  return cardDef(c.code).categories?.includes('gemini') === true;
}

/**
 * 003 §3.3.2, §3.4.4: an Effect Monster now. A Gemini on the field or in the GY is one only once Gemini Summoned, or
 * while its effects are negated (TC-104: destroyed by Dark Ruler Ha Des, it is an Effect Monster in the GY); a Trap
 * Monster as its text Summons it (TC-107).
 */
export function isEffectMonster(duel: DuelState, c: CardInstance): boolean {
  if (!isMonsterCard(c)) return false;
  // 003 §3.3.2 TC-21: "Gaining an effect makes a monster an Effect Monster" (Gem-Knight Pearl with Gagaga Head).
  if (hasGainedEffects(duel, c)) return true;
  const cats = cardDef(c.code).categories ?? [];
  if (cats.includes('gemini') && (c.location === 'mzone' || c.location === 'gy')) {
    if (c.location === 'mzone' && !c.faceUp) return true;
    return (c.location === 'mzone' && c.gemini) || isNegated(duel, c);
  }
  return cats.includes('effect');
}

/** 003 §3.3.2: a Normal Monster now (a Gemini not Gemini Summoned, on the field or in the GY; Shapesister). */
export function isNormalMonster(duel: DuelState, c: CardInstance): boolean {
  if (!isMonsterCard(c)) return false;
  // 003 §3.3.2: a monster that gained an effect is an Effect Monster, so no Normal Monster.
  if (hasGainedEffects(duel, c)) return false;
  const cats = cardDef(c.code).categories ?? [];
  if (cats.includes('gemini') && (c.location === 'mzone' || c.location === 'gy')) return !isEffectMonster(duel, c);
  return cats.includes('normal');
}

const statsCache = new WeakMap<CardDef, Map<string, CardDef>>();

/**
 * The card's statistics as it is now, for material conditions written on printed statistics ("1 Normal Monster",
 * "2+ Effect Monsters"): a Gemini's categories follow its current status. Other cards: the printed statistics.
 */
export function currentStats(duel: DuelState, c: CardInstance): CardDef {
  const s = statsBeforeLevel(duel, c);
  // 003 §3.4.4: a Level change applies face-up on the field (Gagaga Magician): the materials read it.
  const level = duel.lingering.length && c.location === 'mzone' && c.faceUp ? levelOf(duel, c) : -1;
  return level >= 0 && level !== s.level ? withLevel(s, level) : s;
}

function statsBeforeLevel(duel: DuelState, c: CardInstance): CardDef {
  const def = cardDef(c.code);
  if (def.tunerWhen) return tunerNow(duel, c, def);
  if (!def.categories?.includes('gemini') || (c.location !== 'mzone' && c.location !== 'gy')) return def;
  const effect = isEffectMonster(duel, c);
  const key = effect ? 'effect' : 'normal';
  let byDef = statsCache.get(def);
  if (!byDef) statsCache.set(def, (byDef = new Map()));
  let s = byDef.get(key);
  if (!s) {
    const cats: MonsterCategory[] = def.categories.filter((k) => k !== 'effect' && k !== 'normal');
    cats.unshift(effect ? 'effect' : 'normal');
    s = { ...def, categories: cats };
    byDef.set(key, s);
  }
  return s;
}

/** The statistics with another Level (kept per card and Level, like the other variants). */
function withLevel(def: CardDef, level: number): CardDef {
  let byDef = statsCache.get(def);
  if (!byDef) statsCache.set(def, (byDef = new Map()));
  const key = `level:${level}`;
  let s = byDef.get(key);
  if (!s) {
    s = { ...def, level };
    byDef.set(key, s);
  }
  return s;
}

/**
 * 003 §3.3.2: a monster "treated as a Tuner while face-up on the field" under its own condition (Assault Blackwing -
 * Chidori the Rain Sprinkling) has the Tuner category there; elsewhere, or face-down, it is as printed.
 */
function tunerNow(duel: DuelState, c: CardInstance, def: CardDef): CardDef {
  if (c.location !== 'mzone' || !c.faceUp || !def.tunerWhen!(duel, c)) return def;
  let byDef = statsCache.get(def);
  if (!byDef) statsCache.set(def, (byDef = new Map()));
  let s = byDef.get('tuner');
  if (!s) {
    s = { ...def, categories: [...(def.categories ?? []), 'tuner'] };
    byDef.set('tuner', s);
  }
  return s;
}

/**
 * A monster effect, by its definition (003 §3.4.4): an effect of a Monster Card, except those it has as an Equip Card
 * (range only 'szone': Equip Spell effects); and the effects a Trap Monster activates as a monster (range 'mzone').
 * A card's own activation is no monster effect.
 */
export function isMonsterEffect(def: CardDef, e: EffectDef): boolean {
  if (e.type === 'activate') return false;
  if (def.kind === 'monster') return !(e.range !== undefined && e.range.every((r) => r === 'szone'));
  return def.kind === 'trap' && e.range?.includes('mzone') === true;
}
