/** Which cards: filters ("a face-up monster", "a monster with 1500 or less ATK") and where to look (zones, sides). */
import { isPendulumMonster } from '../../card-stats.ts';
import type { PlayerId } from '../../../core/decision.ts';
import type { Attribute, MonsterType } from '../../card-stats.ts';
import { hasAttribute, hasName, inArchetype, typeOf } from '../../rules/identity.ts';
import { hasLevel, levelOf } from '../../rules/level.ts';
import { atkOf, defOf } from '../../rules/stats.ts';
import { controlCanSwitch } from '../../rules/control.ts';
import { monsters, spellsTraps } from '../../rules/zones.ts';
import type { CardInstance, DuelState } from '../../state.ts';
import { cardDef } from '../registry.ts';
import {
  isEffectMonster as effectMonsterNow,
  isMonsterCard,
  isNormalMonster as normalMonsterNow,
  isSpellCard,
  isTrapCard,
} from '../../rules/card-types.ts';

export type CardFilter = (duel: DuelState, c: CardInstance) => boolean;

/** A Monster Card now (003 §3.4.4: not a monster equipped as an Equip Card; a Trap Monster is one). */
export const isMonster: CardFilter = (_d, c) => isMonsterCard(c);

/** A Spell Card now (003 §3.4.4: a monster equipped as an Equip Card is an Equip Spell). */
export const isSpell: CardFilter = (_d, c) => isSpellCard(c);

/** A Trap Card (003 §3.4.4: a Trap Monster is still one). */
export const isTrap: CardFilter = (_d, c) => isTrapCard(c);

/**
 * A Spell or Trap Card now: a monster card in a Spell & Trap Zone is a Spell there (003 §3.2.1: Pendulum Zone cards;
 * 003 §3.4.4: monsters as Equip Cards); a Trap Monster is still a Trap Card (003 §3.4.4).
 */
export const isSpellOrTrap: CardFilter = (_d, c) => isSpellCard(c) || isTrapCard(c);

/**
 * 003 §3.3.2: a Normal Monster now (a Pendulum with only a Pendulum Effect is one too; a Gemini on the field or in
 * the GY, 003 §3.4.4).
 */
export const isNormalMonster: CardFilter = (d, c) => normalMonsterNow(d, c);

/** The same as isNormalMonster. */
export const isNormal: CardFilter = isNormalMonster;

/** 003 §3.3.1: a Pendulum Monster card. */
export const isPendulum: CardFilter = (_d, c) => isPendulumMonster(cardDef(c.code));

export const isSynchro: CardFilter = (_d, c) => cardDef(c.code).categories?.includes('synchro') === true;
export const isFusion: CardFilter = (_d, c) => cardDef(c.code).categories?.includes('fusion') === true;

/**
 * "Effect Monster" (003 §3.3.1): a monster card of the Effect category (face-down ones are checked by the caller), as
 * it is now (003 §3.4.4: a Gemini is one only once Gemini Summoned or negated; a Trap Monster as its text says).
 */
export const isEffectMonster: CardFilter = (d, c) => effectMonsterNow(d, c);

export const faceUp: CardFilter = (_d, c) => c.faceUp;

/** 003 §3.4.4: a monster whose control can switch now (not Mataza the Zapper face-up): what control effects target. */
export const controlSwitchable: CardFilter = (d, c) => controlCanSwitch(d, c.uid);

export const attackPosition: CardFilter = (_d, c) => c.location === 'mzone' && c.faceUp && !c.defense;

/** "<Type> monster": its current Type (003 §3.4.4: Type changes such as DNA Surgery apply on the field). */
export const ofType =
  (t: MonsterType): CardFilter =>
  (d, c) =>
    isMonster(d, c) && typeOf(d, c) === t;

/** "<Attribute> monster": its current Attribute (003 §3.4.4), or a second one it also has (003 §3.3.1). */
export const ofAttribute =
  (a: Attribute): CardFilter =>
  (d, c) =>
    isMonster(d, c) && hasAttribute(d, c, a);

/** '"X"' (any of the names given): the card's current name (003 §3.3.1: name changes and "treated as" count). */
export const isNamed =
  (...codes: number[]): CardFilter =>
  (d, c) =>
    codes.some((code) => hasName(d, c, code));

/** 'except "X"' (003 §3.3.1: by current name, so a card renamed X is excluded too). */
export const notNamed =
  (...codes: number[]): CardFilter =>
  (d, c) =>
    !codes.some((code) => hasName(d, c, code));

/** 'an "X" card' (an archetype, YGOPro setcode): by the card's current name (003 §3.3.1). */
export const ofArchetype =
  (setcode: number): CardFilter =>
  (d, c) =>
    inArchetype(d, c, setcode);

/** "Level N or lower" (a monster with a Level: Xyz and Link Monsters have none); its current Level (003 §3.3.1). */
export const levelAtMost =
  (n: number): CardFilter =>
  (d, c) =>
    isMonster(d, c) && hasLevel(c) && levelOf(d, c) <= n;

/** Printed ATK (cards not on the field) or current ATK (face-up on the field). */
export const atkAtMost =
  (n: number): CardFilter =>
  (d, c) =>
    isMonster(d, c) && currentAtk(d, c) <= n && currentAtk(d, c) >= 0;

export const atkAtLeast =
  (n: number): CardFilter =>
  (d, c) =>
    isMonster(d, c) && currentAtk(d, c) >= n;

export const defAtMost =
  (n: number): CardFilter =>
  (d, c) =>
    isMonster(d, c) && (cardDef(c.code).def ?? -1) >= 0 && currentDef(d, c) <= n;

export const and =
  (...fs: CardFilter[]): CardFilter =>
  (d, c) =>
    fs.every((f) => f(d, c));

export function currentAtk(duel: DuelState, c: CardInstance): number {
  if (c.location === 'mzone' && c.faceUp) return atkOf(duel, c);
  return cardDef(c.code).atk ?? 0;
}

export function currentDef(duel: DuelState, c: CardInstance): number {
  if (c.location === 'mzone' && c.faceUp) return defOf(duel, c);
  return cardDef(c.code).def ?? 0;
}

/**
 * Where to look. 'spells': the Spell & Trap Zones and the Field Zone; 'spell-trap-cards': the Spell and Trap Cards on
 * the field wherever they are ("a Spell/Trap on the field"): those zones' cards and Trap Monsters, which are still
 * Trap Cards in the Monster Zone (003 §3.4.4).
 */
export type Zone = 'hand' | 'deck' | 'gy' | 'banished' | 'monsters' | 'spells' | 'spell-trap-cards' | 'field' | 'extra';

export type Side = 'you' | 'opponent' | 'both';

/** Cards in a zone of a side, as seen from `player`, in a deterministic order. */
export function cardsIn(duel: DuelState, player: PlayerId, side: Side, zone: Zone, filter?: CardFilter): number[] {
  const out: number[] = [];
  const sides: PlayerId[] =
    side === 'you' ? [player] : side === 'opponent' ? [(1 - player) as PlayerId] : [player, (1 - player) as PlayerId];
  for (const p of sides) {
    const pl = duel.players[p];
    let list: number[];
    switch (zone) {
      case 'monsters':
        list = monsters(duel, p);
        break;
      case 'spells':
        list = spellsTraps(duel, p);
        break;
      case 'spell-trap-cards':
        list = spellsTraps(duel, p).concat(monsters(duel, p).filter((u) => isTrapCard(duel.cards[u]!)));
        break;
      case 'field':
        list = monsters(duel, p).concat(spellsTraps(duel, p));
        break;
      default:
        list = pl[zone];
    }
    for (const u of list) if (!filter || filter(duel, duel.cards[u]!)) out.push(u);
  }
  return out;
}
