/** Checks shared by the property tests: card conservation and hidden information. */
import type { PlayerId } from '../../src/core/decision.ts';
import type { GameEvent } from '../../src/core/game.ts';
import { eventFor } from '../../src/optcg/view/events.ts';
import { view, type CardView } from '../../src/optcg/view/view.ts';
import { Z, type OptcgState } from '../../src/optcg/types.ts';

/** Every card in exactly one area, matching its zone mark; 10 DON!! per player. Returns a problem or null. */
export function conservation(g: OptcgState): string | null {
  const seen = new Array<number>(g.code.length).fill(0);
  const mark = (c: number, z: number, where: string): string | null => {
    seen[c]!++;
    if (g.zone[c] !== z) return `card ${c} listed in ${where} but marked zone ${g.zone[c]}`;
    return null;
  };
  for (let p = 0; p < 2; p++) {
    const ps = g.players[p]!;
    const lists: [number[], number, string][] = [
      [ps.deck, Z.deck, 'deck'],
      [ps.hand, Z.hand, 'hand'],
      [ps.trash, Z.trash, 'trash'],
      [ps.life, Z.life, 'life'],
      [ps.chars, Z.chars, 'chars'],
      [[ps.leader], Z.leader, 'leader'],
    ];
    if (ps.stage >= 0) lists.push([[ps.stage], Z.stage, 'stage']);
    for (const [list, z, where] of lists)
      for (const c of list) {
        if (g.owner[c] !== p) return `card ${c} of player ${g.owner[c]} in player ${p}'s ${where}`;
        const e = mark(c, z, where);
        if (e) return e;
      }
    let don = ps.donDeck + ps.donActive + ps.donRested + g.don[ps.leader]!;
    for (const c of ps.chars) don += g.don[c]!;
    if (don !== 10) return `player ${p} has ${don} DON!!`;
    if (ps.chars.length > 5) return `player ${p} has ${ps.chars.length} Characters`;
  }
  for (const c of g.limbo) {
    const e = mark(c, Z.limbo, 'limbo');
    if (e) return e;
  }
  // 001 §3-10-2-1: only a card in the Life area can be face up there.
  const up = g.faceUp.findIndex((f, c) => f === 1 && g.zone[c] !== Z.life);
  if (up >= 0) return `card ${up} is marked face up outside the Life area`;
  const bad = seen.findIndex((n) => n !== 1);
  return bad >= 0 ? `card ${bad} is in ${seen[bad]} areas` : null;
}

export function hiddenFrom(g: OptcgState, p: PlayerId): Set<number> {
  const o = g.players[p === 0 ? 1 : 0],
    me = g.players[p];
  // 001 §3-10-2-1: a Life card an effect placed face up is open.
  const down = (life: number[]): number[] => life.filter((c) => g.faceUp[c] !== 1);
  return new Set([...o.hand, ...o.deck, ...down(o.life), ...me.deck, ...down(me.life)]);
}

function cardsOfView(v: ReturnType<typeof view>): CardView[] {
  const out: CardView[] = [];
  for (const pv of v.players) {
    out.push(pv.leader, ...pv.trash, ...pv.characters, ...(pv.hand ?? []));
    for (const l of pv.lifeCards) if (l !== null) out.push(l);
    if (pv.stage) out.push(pv.stage);
  }
  return out;
}

/** Event types that name a card which was public before it went into a hidden area. */
const WAS_PUBLIC = new Set(['bounce', 'to-deck-bottom', 'reveal', 'add-to-hand', 'trigger', 'play', 'event']);

export function leaks(g: OptcgState, p: PlayerId, events: readonly GameEvent[]): string | null {
  const hidden = hiddenFrom(g, p);
  const v = view(g, p);
  if (v.players[p === 0 ? 1 : 0].hand !== null) return "the opponent's hand is in the view";
  for (const c of cardsOfView(v)) if (hidden.has(c.id)) return `view shows hidden card ${c.id}`;
  for (const e of events) {
    const f = eventFor(e, p);
    if (f === null || f['player'] === p) continue;
    if (['draw', 'life-to-hand', 'look'].includes(f.type) && ('card' in f || 'code' in f || 'cards' in f))
      return `${f.type} event shows the card to player ${p}`;
    const c = f['card'];
    if (typeof c === 'number' && hidden.has(c) && !WAS_PUBLIC.has(f.type))
      return `${f.type} event names hidden card ${c} to player ${p}`;
  }
  return null;
}
