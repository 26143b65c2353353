/** ARCHITECTURE §2/§8: an exact copy proportional to the state's size, for search agents that branch. */
import type { CardInstance, ChainLink, DuelState, PlayerState, Task } from './state.ts';

function clonePlayer(p: PlayerState): PlayerState {
  return {
    lp: p.lp,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    gy: p.gy.slice(),
    banished: p.banished.slice(),
    extra: p.extra.slice(),
    mzone: p.mzone.slice(),
    szone: p.szone.slice(),
    fzone: p.fzone,
    normalSummons: p.normalSummons,
    specialSummons: p.specialSummons,
    summons: p.summons,
    summonHistory: p.summonHistory.length ? p.summonHistory.map((r) => ({ ...r })) : [],
    extraNormalUsed: p.extraNormalUsed,
    extraGrants: p.extraGrants.slice(),
    monsterEffectCosts: p.monsterEffectCosts.length ? p.monsterEffectCosts.map((r) => ({ ...r })) : [],
    attackHistory: p.attackHistory.length ? p.attackHistory.slice() : [],
  };
}

function cloneCard(c: CardInstance): CardInstance {
  return {
    uid: c.uid,
    code: c.code,
    owner: c.owner,
    controller: c.controller,
    location: c.location,
    seq: c.seq,
    faceUp: c.faceUp,
    defense: c.defense,
    stamp: c.stamp,
    turnIn: c.turnIn,
    summon: c.summon,
    properlySummoned: c.properlySummoned,
    materials: c.materials.length ? c.materials.slice() : [],
    materialStamps: c.materialStamps.length ? c.materialStamps.slice() : [],
    overlay: c.overlay.length ? c.overlay.slice() : [],
    positionTurn: c.positionTurn,
    attacks: c.attacks,
    battles: c.battles,
    equipTarget: c.equipTarget,
    equipBy: c.equipBy,
    gemini: c.gemini,
    counter: c.counter,
    counters: { ...c.counters },
    ownCounters: { ...c.ownCounters },
    reason: c.reason,
    previous: c.previous,
    reasonPlayer: c.reasonPlayer,
    controlReturnsTo: c.controlReturnsTo,
    alias: c.alias,
  };
}

function cloneLink(l: ChainLink): ChainLink {
  return { ...l, targets: l.targets.slice(), targetStamps: l.targetStamps.slice(), data: { ...l.data } };
}

/**
 * Tasks hold small plain values; the arrays in them (answers, trigger candidates, Summoned uids) are copied,
 * the event records inside them are never mutated, so they may be shared.
 */
function cloneTask(t: Task): Task {
  const out = { ...t };
  if (t.ans) out.ans = t.ans.map((a) => a.slice());
  if (out.k === 'triggers' && out.cands) out.cands = out.cands.slice();
  else if (out.k === 'summon-success') out.uids = out.uids.slice();
  return out;
}

export function cloneDuel(d: DuelState): DuelState {
  const cards = new Array<CardInstance>(d.cards.length);
  for (let i = 0; i < cards.length; i++) cards[i] = cloneCard(d.cards[i]!);
  return {
    v: 1,
    config: d.config, // never mutated
    rules: d.rules, // never mutated
    phaseChoice: d.phaseChoice,
    rng: [d.rng[0], d.rng[1], d.rng[2], d.rng[3]],
    cards,
    players: [clonePlayer(d.players[0]), clonePlayer(d.players[1])],
    emz: [d.emz[0], d.emz[1]],
    turn: d.turn,
    turnPlayer: d.turnPlayer,
    firstPlayer: d.firstPlayer,
    phase: d.phase,
    battleStep: d.battleStep,
    battle: d.battle
      ? {
          ...d.battle,
          destroyed: d.battle.destroyed.slice(),
          substitutes: d.battle.substitutes.slice(),
          noDamage: [d.battle.noDamage[0], d.battle.noDamage[1]],
        }
      : null,
    hadBattle: d.hadBattle,
    phaseGroup: d.phaseGroup,
    chain: d.chain.map(cloneLink),
    resolvedCards: d.resolvedCards.slice(),
    tasks: d.tasks.map(cloneTask),
    pending: d.pending, // decisions are never mutated once made
    lingering: d.lingering.map((l) => ({ ...l })),
    oncePerTurn: d.oncePerTurn.map((u) => ({ ...u })),
    spellActivations: d.spellActivations.map((a) => ({ ...a })),
    locks: d.locks.map((l) => ({ ...l })),
    skippedPhases: d.skippedPhases.length ? d.skippedPhases.map((k) => ({ ...k })) : [],
    delayed: d.delayed.map((x) => ({ ...x, uids: x.uids.slice(), stamps: x.stamps.slice() })),
    raised: d.raised.slice(),
    recent: d.recent.slice(),
    doomed: d.doomed.slice(),
    summoning: d.summoning.slice(),
    group: d.group,
    nextStamp: d.nextStamp,
    events: d.events.slice(),
    result: d.result,
    resolving: d.resolving,
    runLogged: d.runLogged,
    runSkip: d.runSkip,
    runStamp: d.runStamp,
    nextAlias: d.nextAlias,
  };
}
