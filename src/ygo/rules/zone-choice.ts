/**
 * 003 §3.3.2 "the player chooses the Monster Zone" (and the same for Spell & Trap Zones, 003 §3.3.3): the zone a
 * card is placed in is the placing player's choice among the free ones, asked only when more than one is legal.
 * Zones are numbered as the state holds them: Main Monster Zones and Spell & Trap Zones 0–4 from the player's
 * left, Extra Monster Zones 5 and 6 (003 §3.2.1).
 */
import type { DecisionOption, PlayerId } from '../../core/decision.ts';
import type { YgoAsker } from '../decisions.ts';
import type { DuelState } from '../state.ts';

/** Which row a card goes to. */
export type ZoneRow = 'monster' | 'spell-trap';

export interface ZoneQuery {
  row: ZoneRow;
  /** A monster Special Summoned from the Extra Deck may also use an Extra Monster Zone (003 §3.2.1). */
  fromExtra?: boolean;
  /** Zones that will be free when the card is placed: those of Tributes or materials chosen already (003 §3.3.2). */
  freed?: readonly number[];
  /** Zones already promised to other cards placed by the same action (several monsters Summoned at once). */
  taken?: readonly number[];
  /** Only these Main Monster Zones (003 §2.1.1: a Link Monster from the Extra Deck, the zones Link Arrows point to). */
  only?: readonly number[];
  /** Only zones this allows (003 §3.3.2 Pendulum Summon: a zone that leaves room for the monsters still to place). */
  allow?: (seq: number) => boolean;
}

/** 003 §3.2.1: a player may use one Extra Monster Zone; is one of theirs occupied (and not being freed)? */
function holdsExtraZone(duel: DuelState, p: PlayerId, q: ZoneQuery): boolean {
  for (let e = 0; e < 2; e++) {
    const u = duel.emz[e]!;
    const seq = 5 + e;
    if (q.taken?.includes(seq)) return true;
    if (u >= 0 && duel.cards[u]!.controller === p && !q.freed?.includes(seq)) return true;
  }
  return false;
}

/** The zones `p` may place the card in now, in order (Main zones left to right, then Extra Monster Zones). */
export function placeableZones(duel: DuelState, p: PlayerId, q: ZoneQuery): number[] {
  const row = q.row === 'monster' ? duel.players[p].mzone : duel.players[p].szone;
  const out: number[] = [];
  for (let s = 0; s < row.length; s++) {
    if ((row[s]! < 0 || q.freed?.includes(s)) && !q.taken?.includes(s) && (!q.only || q.only.includes(s))) out.push(s);
  }
  if (q.allow) return out.concat(extraZones(duel, p, q)).filter(q.allow);
  return out.concat(extraZones(duel, p, q));
}

/** The Extra Monster Zones `p` may use for a monster from the Extra Deck (003 §3.2.1: one per player). */
function extraZones(duel: DuelState, p: PlayerId, q: ZoneQuery): number[] {
  const out: number[] = [];
  if (q.row === 'monster' && q.fromExtra && duel.rules.extraMonsterZones && !holdsExtraZone(duel, p, q)) {
    for (let e = 0; e < 2; e++) {
      const seq = 5 + e;
      if ((duel.emz[e]! < 0 || q.freed?.includes(seq)) && !q.taken?.includes(seq)) out.push(seq);
    }
  }
  return out;
}

/** How a zone is named to the player who chooses it. */
export function zoneLabel(row: ZoneRow, seq: number): string {
  if (seq >= 5) return `Extra Monster Zone ${seq === 5 ? '(left)' : '(right)'}`;
  return `${row === 'monster' ? 'Main Monster Zone' : 'Spell & Trap Zone'} ${seq + 1}`;
}

/** The option for a zone: id `zone:mzone:3` / `zone:szone:0`, data {location, seq}. */
function zoneOption(row: ZoneRow, seq: number): DecisionOption {
  const location = row === 'monster' ? 'mzone' : 'szone';
  return { id: `zone:${location}:${seq}`, label: zoneLabel(row, seq), kind: 'zone', data: { location, seq } };
}

/**
 * The zone `p` places the card in: their choice when several are legal (003 §3.3.2), the only one otherwise, or -1
 * when none is. Without an Asker (a check, or a rules process nobody answers) the first legal zone is taken.
 * Ask before changing anything (src/core/resume.ts): Tributes and materials are passed as `freed`.
 */
export function chooseZone(duel: DuelState, io: YgoAsker | undefined, p: PlayerId, q: ZoneQuery, what: string): number {
  const zones = placeableZones(duel, p, q);
  if (zones.length <= 1 || io === undefined) return zones[0] ?? -1;
  const ans = io.ask(() => ({
    player: p,
    kind: 'select-zone',
    about: 'zone',
    rule: q.row === 'monster' ? '003 §3.3.2' : '003 §3.3.3',
    prompt: `Choose the zone for ${what}`,
    options: zones.map((s) => zoneOption(q.row, s)),
    min: 1,
    max: 1,
  }));
  return zones[ans[0]!]!;
}
