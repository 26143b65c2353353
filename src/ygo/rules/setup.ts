/** 003 §3.6.1 setup: shuffle, a seeded coin toss whose winner chooses first or second, 8000 LP, 5 cards each. */
import type { DecisionOption, PlayerId } from '../../core/decision.ts';
import { nextInt, seedRng, shuffleInPlace } from '../../core/rng.ts';
import { cardDef } from '../cards/registry.ts';
import { ruleSet } from '../rulesets.ts';
import { Reason, type CardInstance, type DuelConfig, type DuelState, type PlayerState, type TaskOf } from '../state.ts';
import { replace } from './tasks.ts';
import type { YgoAsker } from '../decisions.ts';
import { log } from './events.ts';
import { draw } from './moves.ts';

function emptyPlayer(lp: number, zones: number, stz: number): PlayerState {
  return {
    lp,
    deck: [],
    hand: [],
    gy: [],
    banished: [],
    extra: [],
    mzone: new Array<number>(zones).fill(-1),
    szone: new Array<number>(stz).fill(-1),
    fzone: -1,
    normalSummons: 0,
    specialSummons: 0,
    summons: 0,
    summonHistory: [],
    extraNormalUsed: false,
    extraGrants: [],
    monsterEffectCosts: [],
    attackHistory: [],
  };
}

/** A new card instance (a Deck card at setup, or a Token created during the duel, tokens.ts). */
export function newCard(uid: number, code: number, owner: PlayerId, location: 'deck' | 'extra' | 'gone'): CardInstance {
  return {
    uid,
    code,
    owner,
    controller: owner,
    location,
    seq: -1,
    faceUp: false,
    defense: false,
    stamp: uid,
    turnIn: 0,
    summon: null,
    properlySummoned: false,
    materials: [],
    materialStamps: [],
    overlay: [],
    positionTurn: 0,
    attacks: 0,
    battles: 0,
    equipTarget: -1,
    equipBy: -1,
    gemini: false,
    counter: 0,
    counters: {},
    ownCounters: {},
    reason: 0,
    previous: null,
    reasonPlayer: -1,
    controlReturnsTo: null,
    alias: uid,
  };
}

export function createDuel(config: DuelConfig, seed: number | string): DuelState {
  const rules = ruleSet(config.rules);
  const rng = seedRng(seed);
  const duel: DuelState = {
    v: 1,
    config,
    rules,
    phaseChoice: null,
    rng,
    cards: [],
    players: [
      emptyPlayer(rules.startingLp, rules.monsterZones, rules.spellTrapZones),
      emptyPlayer(rules.startingLp, rules.monsterZones, rules.spellTrapZones),
    ],
    emz: [-1, -1],
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'draw',
    battleStep: null,
    battle: null,
    hadBattle: false,
    phaseGroup: 0,
    chain: [],
    resolvedCards: [],
    tasks: [],
    pending: null,
    lingering: [],
    oncePerTurn: [],
    spellActivations: [],
    locks: [],
    skippedPhases: [],
    delayed: [],
    raised: [],
    recent: [],
    doomed: [],
    summoning: [],
    group: 0,
    nextStamp: 0,
    events: [],
    result: null,
    resolving: false,
    runLogged: 0,
    runSkip: 0,
    runStamp: 0,
    nextAlias: 0,
  };
  for (const p of [0, 1] as const) {
    // 003 §3.6.1: each Deck is shuffled. Instance ids follow the shuffled order, so an id reveals nothing about the card.
    const main = config.decks[p].main.slice();
    shuffleInPlace(rng, main);
    for (const code of main) {
      cardDef(code); // unknown passcodes fail here, before the duel starts
      const c = newCard(duel.cards.length, code, p, 'deck');
      duel.cards.push(c);
      duel.players[p].deck.push(c.uid);
    }
    const extra = config.decks[p].extra.slice();
    shuffleInPlace(rng, extra);
    for (const code of extra) {
      cardDef(code);
      const c = newCard(duel.cards.length, code, p, 'extra');
      duel.cards.push(c);
      duel.players[p].extra.push(c.uid);
    }
  }
  duel.nextStamp = duel.cards.length;
  duel.nextAlias = duel.cards.length;
  duel.tasks.push({ k: 'setup' });
  return duel;
}

/** 003 §3.6.1: the coin toss winner (seeded) picks first or second; then 5 cards each. */
export function setupTask(duel: DuelState, t: TaskOf<'setup'>, io: YgoAsker): void {
  let first: PlayerId;
  if (duel.config.firstPlayer !== undefined) first = duel.config.firstPlayer;
  else if (duel.config.chooser !== undefined) {
    // 003 §3.6.1: the previous Duel's loser picks.
    const chooser = duel.config.chooser;
    const ans = io.ask({
      player: chooser,
      kind: 'select-option',
      about: 'first-or-second',
      rule: '003 §3.6.1',
      min: 1,
      max: 1,
      prompt: 'You lost the previous Duel: go first or second?',
      options: firstOrSecond(),
    });
    first = (ans[0] === 0 ? chooser : 1 - chooser) as PlayerId;
    log(duel, { type: 'first-chosen', chooser, first });
  } else {
    const winner = nextInt(duel.rng.slice() as typeof duel.rng, 2) as PlayerId;
    const ans = io.ask({
      player: winner,
      kind: 'select-option',
      about: 'first-or-second',
      rule: '003 §3.6.1',
      min: 1,
      max: 1,
      prompt: 'You won the coin toss: go first or second?',
      options: firstOrSecond(),
    });
    nextInt(duel.rng, 2); // consume the toss for real only once answered
    first = (ans[0] === 0 ? winner : 1 - winner) as PlayerId;
    log(duel, { type: 'coin-toss', winner, first });
  }
  duel.firstPlayer = first;
  duel.turnPlayer = first;
  for (const p of [first, (1 - first) as PlayerId]) draw(duel, p, duel.rules.openingHand, Reason.RULE);
  log(duel, { type: 'duel-start', first, lp: duel.rules.startingLp });
  replace(duel, t, { k: 'turn' });
}

const firstOrSecond = (): DecisionOption[] => [
  { id: 'first', label: 'Go first', kind: 'first' },
  { id: 'second', label: 'Go second', kind: 'second' },
];
