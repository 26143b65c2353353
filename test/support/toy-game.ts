/**
 * "Pile-up", a tiny two-player card game that exists only to test the kernel and the
 * shared tools (CLI, bench, replays) on something that has what the real games have:
 * shuffled decks, hidden hands, events that must be filtered per player, a mid-turn
 * optional choice of 0..2 cards, and a deck format with construction rules.
 *
 * Its rulebook ("toy §n", cited below):
 * - toy §1 A deck is 10 to 30 cards, each a number from 1 to 9, at most 4 copies of a number.
 * - toy §2 Each player shuffles their deck and draws 3. Player 0 takes the first turn.
 * - toy §3 At the start of a turn the active player draws 1 (none when their deck is empty).
 * - toy §4 Then they must play one card from their hand onto the pile; its number adds to their total.
 * - toy §5 After playing an even card, they may discard up to 2 cards from their hand.
 * - toy §6 A player whose total reaches the target (default 25) wins at once.
 * - toy §7 A player with no card to play at §4 ends the game: the higher total wins, equal totals draw.
 * - toy §8 A player may surrender at any time; the other player wins.
 */
import { readFileSync, existsSync } from 'node:fs';
import { checkAnswerShape, RuleError, type Decision, type PlayerId } from '../../src/core/decision.ts';
import { parseStateText, type Game, type GameEvent, type GameResult, type RespondResult } from '../../src/core/game.ts';
import { DeckFormatError, type DeckProblem, type GameModule } from '../../src/core/module.ts';
import { seedRng, shuffleInPlace, type RngState } from '../../src/core/rng.ts';
import type { ContractDescriptor } from '../core/contract.ts';

export type ToyDeck = number[];

export interface ToyConfig {
  decks: [ToyDeck, ToyDeck];
  target?: number;
}

export interface ToyState {
  /** Format version of the serialized state. */
  v: 1;
  rng: RngState;
  turn: number;
  active: PlayerId;
  phase: 'play' | 'discard' | 'over';
  target: number;
  decks: [number[], number[]];
  hands: [number[], number[]];
  discards: [number[], number[]];
  pile: number[];
  totals: [number, number];
  result: GameResult | null;
  /** Undrained events: not part of the state proper (clone/serialize drop them). */
  events: GameEvent[];
}

export interface ToyView {
  me: PlayerId;
  turn: number;
  active: PlayerId;
  target: number;
  hand: number[];
  opponentHand: number;
  deckSizes: [number, number];
  discards: [number[], number[]];
  pile: number[];
  totals: [number, number];
  result: GameResult | null;
}

const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

function emit(s: ToyState, e: GameEvent): void {
  s.events.push(e);
}

function draw(s: ToyState, p: PlayerId): void {
  const card = s.decks[p].pop();
  // toy §3: an empty deck simply gives no card.
  if (card === undefined) return;
  s.hands[p].push(card);
  emit(s, { type: 'draw', player: p, card });
}

function end(s: ToyState, winner: PlayerId | null, reason: string, rule: string): void {
  s.phase = 'over';
  s.result = { winner, reason, rule };
  emit(s, { type: 'end', winner, reason });
}

/** toy §3–4, §7: start the active player's turn. */
function startTurn(s: ToyState): void {
  s.turn++;
  emit(s, { type: 'turn', player: s.active, turn: s.turn });
  draw(s, s.active);
  if (s.hands[s.active].length === 0) {
    const [a, b] = s.totals;
    // toy §7: nothing to play ends the game on totals.
    end(s, a === b ? null : a > b ? 0 : 1, 'exhausted', 'toy §7');
    return;
  }
  s.phase = 'play';
}

function passTurn(s: ToyState): void {
  s.active = other(s.active);
  startTurn(s);
}

export const toyGame: Game<ToyState, ToyConfig, ToyView> = {
  id: 'toy',

  create(config, seed) {
    const s: ToyState = {
      v: 1,
      rng: seedRng(seed),
      turn: 0,
      active: 0,
      phase: 'play',
      target: config.target ?? 25,
      decks: [config.decks[0].slice(), config.decks[1].slice()],
      hands: [[], []],
      discards: [[], []],
      pile: [],
      totals: [0, 0],
      result: null,
      events: [],
    };
    // toy §2: shuffle, draw 3 each, player 0 first.
    for (const p of [0, 1] as const) {
      shuffleInPlace(s.rng, s.decks[p]);
      emit(s, { type: 'shuffle', player: p });
      for (let i = 0; i < 3; i++) draw(s, p);
    }
    startTurn(s);
    return s;
  },

  decision(s) {
    if (s.phase === 'over') return null;
    const hand = s.hands[s.active];
    if (s.phase === 'play') {
      return {
        player: s.active,
        kind: 'action',
        prompt: 'Play a card onto the pile',
        rule: 'toy §4',
        options: hand.map((c, i) => ({ label: `Play ${c}`, kind: 'play', data: { index: i, value: c } })),
        min: 1,
        max: 1,
      };
    }
    return {
      player: s.active,
      kind: 'select-cards',
      prompt: 'You played an even card: discard up to 2 cards',
      rule: 'toy §5',
      options: hand.map((c, i) => ({ label: `Discard ${c}`, kind: 'discard', data: { index: i, value: c } })),
      min: 0,
      max: Math.min(2, hand.length),
    };
  },

  respond(s, player, answer): RespondResult {
    const d = toyGame.decision(s);
    if (d === null) return { ok: false, error: new RuleError('GAME_OVER', 'toy §6', 'the game is over') };
    const bad = checkAnswerShape(d, player, answer);
    if (bad) return { ok: false, error: bad };
    const hand = s.hands[player];
    if (s.phase === 'play') {
      const card = hand.splice(answer[0]!, 1)[0]!;
      s.pile.push(card);
      s.totals[player] += card;
      emit(s, { type: 'play', player, card, total: s.totals[player] });
      // toy §6: reaching the target wins at once.
      if (s.totals[player] >= s.target) end(s, player, 'target', 'toy §6');
      // toy §5: an even card opens the optional discard, if there is anything to discard.
      else if (card % 2 === 0 && hand.length > 0) s.phase = 'discard';
      else passTurn(s);
      return { ok: true };
    }
    // Remove from the highest index down so earlier indices stay valid.
    const picked = [...answer].sort((a, b) => b - a);
    const cards = picked.map((i) => hand.splice(i, 1)[0]!);
    s.discards[player].push(...cards);
    if (cards.length > 0) emit(s, { type: 'discard', player, cards });
    passTurn(s);
    return { ok: true };
  },

  surrender(s, player): RespondResult {
    if (s.result) return { ok: false, error: new RuleError('GAME_OVER', 'toy §6', 'the game is over') };
    // toy §8: a player may surrender at any time; the other wins.
    end(s, other(player), 'surrender', 'toy §8');
    return { ok: true };
  },

  result: (s) => s.result,

  view(s, p): ToyView {
    return {
      me: p,
      turn: s.turn,
      active: s.active,
      target: s.target,
      hand: s.hands[p].slice(),
      opponentHand: s.hands[other(p)].length,
      deckSizes: [s.decks[0].length, s.decks[1].length],
      discards: [s.discards[0].slice(), s.discards[1].slice()],
      pile: s.pile.slice(),
      totals: [s.totals[0], s.totals[1]],
      result: s.result && { ...s.result },
    };
  },

  drainEvents(s) {
    const evs = s.events;
    s.events = [];
    return evs;
  },

  publicView(s): ToyView {
    // toy: a spectator sees what both players see: no hand (its count only), as the opponent sees it.
    const v = toyGame.view(s, 0);
    return { ...v, hand: [], opponentHand: s.hands[0].length };
  },

  eventFor(e, p) {
    // A drawn card is known to its owner only.
    if (e.type === 'draw' && e['player'] !== p) return { type: 'draw', player: e['player'] };
    return e;
  },

  publicEventFor(e) {
    // A drawn card is known to its owner only, never to a spectator.
    if (e.type === 'draw') return { type: 'draw', player: e['player'] };
    return e;
  },

  clone(s) {
    return {
      v: 1,
      rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
      turn: s.turn,
      active: s.active,
      phase: s.phase,
      target: s.target,
      decks: [s.decks[0].slice(), s.decks[1].slice()],
      hands: [s.hands[0].slice(), s.hands[1].slice()],
      discards: [s.discards[0].slice(), s.discards[1].slice()],
      pile: s.pile.slice(),
      totals: [s.totals[0], s.totals[1]],
      result: s.result && { ...s.result },
      events: [],
    };
  },

  serialize: (s) => JSON.stringify({ ...s, events: [] }),
  deserialize(text) {
    const raw = parseStateText(text, 'toy', 1, {
      rng: 'array',
      turn: 'number',
      active: 'number',
      phase: 'string',
      target: 'number',
      decks: 'array',
      hands: 'array',
      discards: 'array',
      pile: 'array',
      totals: 'array',
      result: 'any',
    });
    return { ...(raw as unknown as ToyState), events: [] };
  },
  turn: (s) => s.turn,
};

const BUNDLED: Record<string, ToyDeck> = {
  low: [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 1, 2, 3, 4, 5],
  high: [5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 9, 4, 4],
};

/** A deck file: one number per line; blank lines and lines starting with # are ignored. */
export function parseToyDeck(text: string, where: string): ToyDeck {
  const deck: ToyDeck = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (!/^\d+$/.test(line)) throw new DeckFormatError(`${where}:${i + 1}: "${line}" is not a card number`);
    deck.push(Number(line));
  });
  return deck;
}

export const toyModule: GameModule<ToyState, ToyConfig, ToyView, ToyDeck> = {
  game: toyGame,
  title: 'Pile-up (toy game for tests)',
  bundledDecks: () => Object.keys(BUNDLED),
  ruleSets: [],
  defaultDecks: ['low', 'high'],

  loadDeck(ref) {
    const bundled = BUNDLED[ref];
    if (bundled) return bundled.slice();
    if (!existsSync(ref))
      throw new DeckFormatError(
        `unknown deck "${ref}": not a bundled deck (${Object.keys(BUNDLED).join(', ')}) nor a file`,
      );
    return parseToyDeck(readFileSync(ref, 'utf8'), ref);
  },

  readDeck: parseToyDeck,

  swapSeats: (config) => ({ ...config, decks: [config.decks[1], config.decks[0]] }),

  checkDeck(deck) {
    const problems: DeckProblem[] = [];
    // toy §1: size, values, copies.
    if (deck.length < 10 || deck.length > 30)
      problems.push({ rule: 'toy §1', message: `a deck has 10 to 30 cards, this one has ${deck.length}` });
    const counts = new Array<number>(10).fill(0);
    for (const c of deck) {
      if (c < 1 || c > 9) problems.push({ rule: 'toy §1', message: `card ${c} does not exist (1 to 9)` });
      else counts[c]!++;
    }
    counts.forEach((n, c) => {
      if (n > 4) problems.push({ rule: 'toy §1', message: `${n} copies of ${c} (at most 4)` });
    });
    return problems;
  },

  checkConfig(config) {
    const c = config as Partial<ToyConfig> | null;
    if (typeof c !== 'object' || c === null || !Array.isArray(c.decks) || c.decks.length !== 2) {
      return [{ rule: 'config', message: 'a toy config is {"decks": [deck, deck], "target"?: n}' }];
    }
    const extra = Object.keys(c).filter((k) => k !== 'decks' && k !== 'target');
    const out: DeckProblem[] = extra.map((k) => ({ rule: 'config', message: `config: unknown field "${k}"` }));
    c.decks.forEach((d, p) => {
      if (!Array.isArray(d) || !d.every((x) => Number.isInteger(x)))
        out.push({ rule: 'config', message: `config.decks[${p}]: must be a list of numbers` });
      else
        for (const q of toyModule.checkDeck(d)) out.push({ rule: q.rule, message: `player ${p}'s deck: ${q.message}` });
    });
    return out;
  },

  configFor: (decks) => ({ decks: [decks[0].slice(), decks[1].slice()] }),

  renderView(v, player, decision: Decision | null) {
    const opp = other(player);
    const lines = [
      `turn ${v.turn} · target ${v.target} · player ${v.active} to act`,
      `opponent (player ${opp}): total ${v.totals[opp]}, hand ${v.opponentHand}, deck ${v.deckSizes[opp]}, discards [${v.discards[opp].join(' ')}]`,
      `pile: [${v.pile.join(' ')}]`,
      `you (player ${player}): total ${v.totals[player]}, deck ${v.deckSizes[player]}, discards [${v.discards[player].join(' ')}]`,
      `your hand: [${v.hand.join(' ')}]`,
    ];
    if (decision === null && v.result)
      lines.push(
        `game over: ${v.result.winner === null ? 'draw' : `player ${v.result.winner} wins`} (${v.result.reason})`,
      );
    return lines.join('\n');
  },
};

/**
 * The toy game's descriptor for the contract battery. Its cards have no instance ids, only values, so
 * `hiddenFrom` names none and the identity check is the toy test's own (test/core/toy-game.test.ts).
 */
export const toyContract: ContractDescriptor<ToyState> = {
  name: 'toy',
  game: toyGame as ContractDescriptor<ToyState>['game'],
  config: (i) =>
    toyModule.configFor(i % 2 === 0 ? [BUNDLED['low']!, BUNDLED['high']!] : [BUNDLED['high']!, BUNDLED['low']!]),
  games: 60,
  sampledDecisions: 300,
  hiddenFrom: () => [],
  idPairs: {},
};
