/**
 * What a Yu-Gi-Oh! decision is about (`Decision.about`), as a closed set, and the stable option ids.
 * A program reads these instead of recognising a decision by its prompt or rule string.
 */
import type { Decision } from '../core/decision.ts';
import type { Asker } from '../core/resume.ts';
import type { DamageTiming } from './state.ts';

export const YGO_ABOUT = [
  /** 003 §3.6.1: the coin-toss winner (or the previous Duel's loser) goes first or second. */
  'first-or-second',
  /** 003 §3.6.2–§3.6.3: the turn player's open state in a Main Phase (summon, set, activate, move on). */
  'main-phase-action',
  /** 003 §3.6.3: the Battle Step: declare an attack or end the Battle Phase. */
  'battle-step-action',
  /** 003 §3.6.3: before the normal draw: conduct it, or an "instead of conducting your normal draw" effect. */
  'draw-replacement',
  /** 003 §3.6.3: Main Phase 1 is skipped by an effect: go on to the Battle Phase or to the End Phase. */
  'skipped-main-phase',
  /** 003 §3.6.2: priority at a phase or step with nothing happening: activate a Quick effect or pass. */
  'priority',
  /** 003 §3.6.2: answering what just happened (a Summon, an attack declaration, a resolved chain). */
  'response',
  /** 003 §3.3.2: the Summon-negation window (only Summon negation may be used). */
  'summon-negation',
  /** 003 §3.6.3 DS1: the window at the start of the Damage Step. */
  'damage-step-start',
  /** 003 §3.6.3 DS2: before damage calculation (a face-down target has been flipped). */
  'before-damage-calculation',
  /** 003 §3.6.3 DS3: during damage calculation, before the damage is calculated. */
  'during-damage-calculation',
  /** 003 §3.6.3 DS4: after damage calculation. */
  'after-damage-calculation',
  /** 003 §3.6.3 DS5: the end of the Damage Step (monsters destroyed by battle have left). */
  'damage-step-end',
  /** 003 §3.4.3: chain to the current Chain Link, or pass. */
  'chain-response',
  /** 003 §3.6.3: a replay: the opponent's monster count changed after an attack declaration. */
  'attack-replay',
  /** 003 §3.3.2: the Tributes for a Tribute Summon or Set. */
  'tribute',
  /** 003 §3.3.2: a material for a Synchro Summon (one at a time; only materials that complete a legal set). */
  'material',
  /** 003 §3.3.2: a monster to Pendulum Summon (one at a time; only those that still fit the zones). */
  'pendulum-summon',
  /** 003 §3.3.2, §3.3.3: the zone a card is placed in (asked when more than one is free). */
  'zone',
  /** 003 §3.3.2: the battle position of a Special Summon. */
  'summon-position',
  /** 003 §3.6.3 (TC-134): which mandatory End Phase processing applies next, or let the other player's go first. */
  'end-phase-processing',
  /** 003 §3.2.1: the order in which a player's cards sent to the GY at the same time are placed. */
  'gy-order',
  /** 003 §3.6.3: the End Phase discard down to the hand limit. */
  'hand-limit-discard',
  /** 003 §3.4.3 (000 p.45): which optional trigger effects to activate. */
  'trigger-select',
  /** 003 §3.4.3 (000 p.45): the order of simultaneous trigger effects on the chain. */
  'trigger-order',
  /** 003 §2.2.3: destroy a substitute instead (a destruction replacement). */
  'destroy-replacement',
  /** 003 §3.4.1: a choice made while paying an activation's cost. */
  'cost',
  /** 003 §3.4.1: choosing an activation's targets. */
  'target',
  /** 003 §3.4.1: a choice made while an effect resolves (cards, yes/no, a declaration, a mode). */
  'effect',
] as const;

export type YgoAbout = (typeof YGO_ABOUT)[number];

/** Every Yu-Gi-Oh! decision says what it is about (a decision built without `about` does not compile). */
export type YgoDecision = Decision<YgoAbout> & { about: YgoAbout };

/** The Asker of a Yu-Gi-Oh! task (src/core/resume.ts) asks Yu-Gi-Oh! decisions only. */
export type YgoAsker = Asker<YgoDecision>;

/** The `about` of a Damage Step window at each timing (003 §3.6.3). */
export const DAMAGE_TIMING_ABOUT: Readonly<Record<DamageTiming, YgoAbout>> = {
  start: 'damage-step-start',
  'before-calc': 'before-damage-calculation',
  calc: 'during-damage-calculation',
  'after-calc': 'after-damage-calculation',
  end: 'damage-step-end',
};

/**
 * Option ids (DecisionOption.id) name card instances as `#uid`; a decision is published with each `#uid`, each
 * option's `card` and its `data.target` replaced by the card's public handle (CardInstance.alias, issue 11
 * item 21), so an id is stable while the card stays where it is and says nothing about where it was before.
 */
export const cardId = (uid: number): string => `card:#${uid}`;

/** The decision as players see it: card instances by their public handles (see cardId). In place: the decision is new. */
export function publishDecision(d: YgoDecision, aliases: readonly { alias: number }[]): YgoDecision {
  for (const o of d.options) {
    if (o.id !== undefined && o.id.includes('#')) o.id = publishId(o.id, aliases);
    if (o.card !== undefined && o.card >= 0) o.card = aliases[o.card]!.alias;
    const t = o.data?.['target'];
    if (typeof t === 'number' && t >= 0) o.data = { ...o.data, target: aliases[t]!.alias };
  }
  return d;
}

/** An option id with each `#uid` replaced by that card's public handle (no RegExp: this runs for every option). */
function publishId(id: string, aliases: readonly { alias: number }[]): string {
  let out = '';
  let i = 0;
  for (;;) {
    const h = id.indexOf('#', i);
    if (h < 0) return out + id.slice(i);
    out += id.slice(i, h);
    let j = h + 1;
    let u = 0;
    while (j < id.length && id.charCodeAt(j) >= 48 && id.charCodeAt(j) <= 57) u = u * 10 + (id.charCodeAt(j++) - 48);
    out += j > h + 1 ? String(aliases[u]!.alias) : '#';
    i = j;
  }
}
