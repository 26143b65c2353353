/**
 * Game setup (001 §5-2): shuffle, Leaders face up, a random player chooses to go first or
 * second, start-of-game Leader abilities, draw 5, one all-or-nothing mulligan each (first
 * player first), then Life from the top of the deck (the top card ends at the bottom of Life).
 */
import type { PlayerId } from '../../core/decision.ts';
import { nextInt, seedRng, shuffleInPlace } from '../../core/rng.ts';
import { defAt, defOf } from '../cards/defs.ts';
import { Z, type OptcgConfig, type OptcgState, type PlayerState } from '../types.ts';
import { draw, ev, moveTo, opp } from './zones.ts';
import { askRule } from './ask.ts';

export const OPENING_HAND = 5; // 001 §5-2-1-6
export const DON_DECK = 10; // 001 §5-1-2

/** A fresh state with every card in its owner's deck (in list order) and Leaders placed. */
export function newState(config: OptcgConfig, seed: number | string): OptcgState {
  const code: string[] = [];
  const owner: PlayerId[] = [];
  const players: PlayerState[] = [];
  for (let p = 0; p < 2; p++) {
    const list = config.decks[p]!;
    const leader = code.length;
    code.push(list.leader);
    owner.push(p as PlayerId);
    const deck: number[] = [];
    for (const n of list.cards) {
      deck.push(code.length);
      code.push(n);
      owner.push(p as PlayerId);
    }
    players.push({
      leader,
      deck,
      hand: [],
      trash: [],
      life: [],
      chars: [],
      stage: -1,
      donDeck: DON_DECK,
      donActive: 0,
      donRested: 0,
      lostByDamage: false,
    });
  }
  const n = code.length;
  const zone = new Array<number>(n).fill(Z.deck);
  zone[players[0]!.leader] = Z.leader; // 001 §5-2-1-3
  zone[players[1]!.leader] = Z.leader;
  return {
    v: 1,
    rng: seedRng(seed),
    code,
    owner,
    inst: new Array<number>(n).fill(0),
    zone,
    rested: new Array<number>(n).fill(0),
    don: new Array<number>(n).fill(0),
    faceUp: new Array<number>(n).fill(0),
    played: new Array<number>(n).fill(-1),
    opt: new Array<number>(n).fill(-1),
    players: [players[0]!, players[1]!],
    turn: 0,
    turnPlayer: 0,
    extraTurns: [],
    firstPlayer: 0,
    phase: 'setup',
    phaseStep: 'start',
    chooser: 0,
    battle: null,
    mods: [],
    queue: [],
    batch: 0,
    task: null,
    tasks: [],
    limbo: [],
    decision: null,
    rule: null,
    result: null,
    events: [],
    policy: config.policy ?? {},
    askAlways: config.askAlways === true,
    steps: 0,
    turnStart: 0,
    loop: null,
  };
}

/** Advance setup until a player must decide. */
export function setupAdvance(g: OptcgState): void {
  if (g.phaseStep === 'start') {
    // 001 §5-2-1-2: shuffle; 001 §5-2-1-4: a random method decides who chooses.
    shuffleInPlace(g.rng, g.players[0].deck);
    shuffleInPlace(g.rng, g.players[1].deck);
    g.chooser = nextInt(g.rng, 2) as PlayerId;
    ev(g, { type: 'setup', chooser: g.chooser, leaders: [g.code[g.players[0].leader]!, g.code[g.players[1].leader]!] });
    g.phaseStep = 'choosing';
    askRule(
      g,
      { k: 'choose-first' },
      {
        player: g.chooser,
        kind: 'select-option',
        about: 'first-or-second',
        prompt: 'Go first or second?',
        rule: '001 §5-2-1-5',
        options: [
          { id: 'first', label: 'Go first', kind: 'first' },
          { id: 'second', label: 'Go second', kind: 'second' },
        ],
        min: 1,
        max: 1,
      },
    );
    return;
  }
  if (g.phaseStep === 'opening-hands') {
    openingHands(g);
    return;
  }
  if (g.phaseStep === 'mulligan-first' || g.phaseStep === 'mulligan-second') {
    const p = g.phaseStep === 'mulligan-first' ? g.firstPlayer : opp(g.firstPlayer);
    askRule(
      g,
      { k: 'mulligan' },
      {
        player: p,
        kind: 'yes-no',
        about: 'mulligan',
        prompt: 'Redraw your opening hand (mulligan)?',
        rule: '001 §5-2-1-6-1',
        options: [
          { id: 'keep', label: 'Keep', kind: 'keep' },
          { id: 'mulligan', label: 'Mulligan', kind: 'mulligan' },
        ],
        min: 1,
        max: 1,
      },
    );
    return;
  }
  if (g.phaseStep === 'set-life') {
    // 001 §5-2-1-7 / §2-9-2-1: Life one card at a time from the top, so the top ends at the bottom.
    for (const p of [g.firstPlayer, opp(g.firstPlayer)]) {
      const ps = g.players[p];
      const n = defAt(g.code, ps.leader).stats.life ?? 0;
      for (let i = 0; i < n && ps.deck.length > 0; i++) moveTo(g, ps.deck[ps.deck.length - 1]!, Z.life);
      ev(g, { type: 'life-set', player: p, count: ps.life.length });
    }
    // 001 §5-2-1-8: the first player starts.
    g.turn = 1;
    g.turnPlayer = g.firstPlayer;
    g.phase = 'refresh';
    g.phaseStep = 'start';
  }
}

export function answerChooseFirst(g: OptcgState, a: number): void {
  g.firstPlayer = (a === 0 ? g.chooser : opp(g.chooser)) as PlayerId;
  g.turnPlayer = g.firstPlayer;
  ev(g, { type: 'first-player', player: g.firstPlayer, chosenBy: g.chooser });
  // 001 §5-2-1-5-1: "at the start of the game" Leader abilities; the chooser's resolve first.
  for (const p of [g.chooser, opp(g.chooser)]) {
    const leader = g.players[p].leader;
    const abs = defAt(g.code, leader).abilities;
    const batch = ++g.batch;
    for (let i = 0; i < abs.length; i++)
      if (abs[i]!.timing === 'startOfGame') g.queue.push({ p, src: leader, inst: g.inst[leader]!, ab: i, batch });
  }
  g.phaseStep = 'opening-hands';
}

/** After the start-of-game abilities: shuffle changed decks, then draw 5 each (001 §5-2-1-5-2, §5-2-1-6). */
function openingHands(g: OptcgState): void {
  for (const p of [g.chooser, opp(g.chooser)]) {
    if (defOf(g.code[g.players[p].leader]!).abilities.some((ab) => ab.timing === 'startOfGame')) {
      shuffleInPlace(g.rng, g.players[p].deck); // 001 §5-2-1-5-2
      ev(g, { type: 'shuffle', player: p });
    }
  }
  draw(g, g.firstPlayer, OPENING_HAND);
  draw(g, opp(g.firstPlayer), OPENING_HAND);
  g.phaseStep = 'mulligan-first';
}

export function answerMulligan(g: OptcgState, a: number): void {
  const p = g.phaseStep === 'mulligan-first' ? g.firstPlayer : opp(g.firstPlayer);
  if (a === 1) {
    // 001 §5-2-1-6-1: the whole hand back, shuffle, draw 5 new cards.
    const ps = g.players[p];
    while (ps.hand.length > 0) moveTo(g, ps.hand[ps.hand.length - 1]!, Z.deck);
    shuffleInPlace(g.rng, ps.deck);
    ev(g, { type: 'mulligan', player: p });
    draw(g, p, OPENING_HAND);
  } else {
    ev(g, { type: 'keep', player: p });
  }
  g.phaseStep = g.phaseStep === 'mulligan-first' ? 'mulligan-second' : 'set-life';
}
