/**
 * The browser client's picture of a match (web/src/logic), fed with real games: each update as the server would send
 * it to seat 0 (Game.view and Game.eventFor), through whole games where the seat always answers with the first
 * options. The log must tell every event in words, the attack arrow must point at cards on the board, and the
 * picks must respect min/max.
 */
import { describe, expect, it } from 'vitest';
import type { Decision, PlayerId } from '../../src/core/decision.ts';
import type { GameEvent } from '../../src/core/game.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import type { ServerMessage } from '../../src/server/protocol.ts';
import { optcgModule } from '../../src/optcg/module.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import type { DuelView } from '../../src/ygo/view.ts';
import type { OptcgView } from '../../src/optcg/view/view.ts';
import { applyServerMessage, initialMatchState, type MatchState } from '../../web/src/logic/match-state.ts';
import { appendLines, describeEvent } from '../../web/src/logic/events-log.ts';
import { players } from '../../web/src/logic/players.ts';
import { answersOnClick, canConfirm, optionsByCard, pickHint, togglePick } from '../../web/src/logic/selection.ts';
import { hasExtraMonsterZones, hasPendulumZones } from '../../web/src/logic/rules.ts';
import { nameFromLines, unknownCodes } from '../../web/src/logic/names.ts';
import { NO_BATTLE_NOTES, trackOptcgAttack, trackOptcgBattle } from '../../web/src/logic/battle.ts';

interface Played {
  state: MatchState;
  events: GameEvent[];
  /** Every arrow seen, with whether both ends were on the board of that update's view and whether it was over. */
  arrows: { onBoard: boolean; done: boolean }[];
}

function ygoFieldIds(v: DuelView): Set<number> {
  const ids = new Set<number>();
  for (const p of v.players) for (const c of [...p.monsters, ...p.spellsTraps, p.field]) if (c) ids.add(c.id);
  for (const c of v.extraMonsterZones) if (c) ids.add(c.id);
  return ids;
}

/** Play `steps` decisions of a real game, sending seat 0's updates through the client reducer. */
function play(mod: AnyGameModule, gameId: string, decks: [string, string], steps: number): Played {
  const game = mod.game;
  const config = mod.configFor([mod.loadDeck(decks[0]), mod.loadDeck(decks[1])]);
  const st = game.create(config, 'web-client-state');
  let s = applyServerMessage(initialMatchState(), {
    t: 'joined',
    matchId: 'm1',
    game: gameId,
    rules: null,
    seat: 0,
    token: 't',
    seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
  });
  const seen: GameEvent[] = [];
  const arrows: Played['arrows'] = [];
  for (let seq = 1; seq <= steps; seq++) {
    const events = game
      .drainEvents(st)
      .map((e) => game.eventFor(e, 0))
      .filter((e): e is GameEvent => e !== null);
    seen.push(...events);
    const d = game.decision(st);
    const msg: ServerMessage = {
      t: 'update',
      matchId: 'm1',
      seq,
      view: game.view(st, 0),
      events,
      decision: d && d.player === 0 ? d : null,
      waiting: d ? { player: d.player, kind: d.kind } : null,
      result: game.result(st),
    };
    s = applyServerMessage(s, msg);
    if (gameId === 'ygo' && s.attack) {
      const ids = ygoFieldIds(s.view as DuelView);
      const onBoard = ids.has(s.attack.attacker) && (s.attack.target === -1 || ids.has(s.attack.target));
      arrows.push({ onBoard, done: s.attack.done === true });
    }
    if (!d) break;
    const answer = Array.from({ length: Math.max(d.min, 1) }, (_, i) => i).slice(0, d.max);
    const r = game.respond(st, d.player as PlayerId, answer);
    expect(r.ok).toBe(true);
  }
  return { state: s, events: seen, arrows };
}

describe('the client state of a Yu-Gi-Oh! duel', () => {
  const { state, events, arrows } = play(ygoModule as AnyGameModule, 'ygo', ['classic', 'classic'], 600);

  it('tells every event in words (no raw event type), naming cards it has seen', () => {
    const who = players(0);
    for (const e of events) {
      const text = describeEvent('ygo', e, state.names, who);
      if (text !== null) expect(text).not.toBe(e.type);
    }
    expect(state.log.length).toBeGreaterThan(20);
    expect(state.log.some((l) => /^You draw \S/.test(l.text))).toBe(true);
    expect(state.log.some((l) => /^Turn 2: (your|Opponent's) turn$/.test(l.text))).toBe(true);
    expect(state.names.size).toBeGreaterThan(5);
  });

  it('follows the last update: seq, view and decision', () => {
    expect(state.seq).toBeGreaterThan(10);
    expect((state.view as DuelView).you).toBe(0);
    expect(state.matchId).toBe('m1');
  });

  it('points the arrow of an attack in progress at cards on the board (or at the player, for a direct attack)', () => {
    expect(events.some((e) => e.type === 'attack')).toBe(true);
    expect(arrows.length).toBeGreaterThan(0);
    expect(arrows.filter((a) => !a.done).every((a) => a.onBoard)).toBe(true);
    // An attack that ended within one update still shows until the next one (when its cards are still there).
    expect(arrows.some((a) => a.done)).toBe(true);
  });

  it('keeps the game-end rule on the log line that tells it', () => {
    const end = events.find((e) => e.type === 'duel-end');
    if (end) expect(state.log.at(-1)?.rule).toBe(end['rule']);
  });
});

describe('the client state of a ONE PIECE game', () => {
  const { state, events } = play(optcgModule as AnyGameModule, 'optcg', ['st01', 'st02'], 600);

  it('tells every event in words and learns card names by card number', () => {
    const who = players(0);
    for (const e of events) {
      const text = describeEvent('optcg', e, state.names, who);
      if (text !== null) expect(text).not.toBe(e.type);
    }
    expect(state.log.some((l) => / attacks /.test(l.text))).toBe(true);

    const v = state.view as OptcgView;
    expect(state.names.get(v.players[0].leader.number)).toBe(v.players[0].leader.name);
  });

  it('records a block and counters for the battle panel, and clears them when the battle ends', () => {
    const last = [...events].reverse().find((e) => e.type === 'attack' || e.type === 'battle-end');
    if (last?.type === 'battle-end') expect(state.battleNotes.counters).toEqual([]);
  });
});

describe('picking an answer', () => {
  const decision = (min: number, max: number, ordered = false): Decision => ({
    player: 0,
    kind: 'select-cards',
    prompt: 'Choose',
    rule: '003 §3.2.1',
    options: [{ label: 'a', card: 10 }, { label: 'b', card: 11 }, { label: 'c', card: 10 }, { label: 'pass' }],
    min,
    max,
    ordered,
  });

  it('sends a one-option answer on the first click, and confirms anything else', () => {
    expect(answersOnClick(decision(1, 1))).toBe(true);
    expect(answersOnClick(decision(0, 1))).toBe(false);
    expect(answersOnClick(decision(2, 2))).toBe(false);
  });

  it('never picks more than max, unpicks on a second click, and confirms only between min and max', () => {
    const d = decision(2, 3);
    let picked = togglePick(d, [], 2);
    picked = togglePick(d, picked, 0);
    expect(picked).toEqual([2, 0]);
    expect(canConfirm(d, picked)).toBe(true);
    picked = togglePick(d, picked, 1);
    picked = togglePick(d, picked, 3);
    expect(picked).toEqual([2, 0, 1]);
    picked = togglePick(d, picked, 0);
    expect(picked).toEqual([2, 1]);
    expect(canConfirm(d, togglePick(d, picked, 1))).toBe(false);
    expect(togglePick(d, picked, 9)).toEqual([2, 1]);
  });

  it('replaces the pick of a single-choice decision, and keeps the order of an ordered one', () => {
    expect(togglePick(decision(0, 1), [1], 3)).toEqual([3]);
    const d = decision(4, 4, true);
    const picked = [3, 1, 0, 2].reduce<number[]>((p, i) => togglePick(d, p, i), []);
    expect(picked).toEqual([3, 1, 0, 2]);
    expect(pickHint(d)).toBe('pick 4 in order');
  });

  it('maps each card to the options about it, for highlighting and clicking', () => {
    expect([...optionsByCard(decision(1, 1)).entries()]).toEqual([
      [10, [0, 2]],
      [11, [1]],
    ]);
    expect(optionsByCard(null).size).toBe(0);
  });
});

describe('the rule set on the board', () => {
  it('draws Pendulum Zones only under rule sets with Pendulum Summons (003 §3.2.1)', () => {
    expect(hasPendulumZones(null)).toBe(true);
    expect(hasPendulumZones('master-rule-4')).toBe(true);
    expect(hasPendulumZones('master-rule-2')).toBe(false);
    expect(hasPendulumZones('pre-2008')).toBe(false);
    expect(hasPendulumZones('no-such-rules')).toBe(false);
  });

  it('draws the Extra Monster Zones only under rule sets that have them (003 §3.2.1)', () => {
    expect(hasExtraMonsterZones(null)).toBe(true);
    expect(hasExtraMonsterZones('master-rule-4')).toBe(true);
    expect(hasExtraMonsterZones('master-rule-2')).toBe(false);
    expect(hasExtraMonsterZones('ocg-2005')).toBe(false);
  });
});

describe('server errors', () => {
  it('keep the picture and show the message with its rule', () => {
    const s0 = initialMatchState();
    const s = applyServerMessage(s0, { t: 'error', code: 'ILLEGAL', message: 'no', rule: '003 §3.3.1' });
    expect(s.error).toEqual({ code: 'ILLEGAL', message: 'no', rule: '003 §3.3.1' });
    expect(s.view).toBe(s0.view);
  });
});

describe('card names for the log', () => {
  it('lists the codes events name that no view has shown, once each', () => {
    const names = new Map([['ST01-001', 'Monkey.D.Luffy']]);
    const events = [
      { type: 'reveal', player: 1, card: 3, code: 'ST02-017' },
      { type: 'attack', attackerCode: 'ST01-001', targetCode: 'ST02-001' },
      { type: 'reveal', codes: [46986414, 0], cards: [1, 2] },
      { type: 'end-processing', code: 0 },
      { type: 'reveal', code: 'ST02-017' },
    ];
    expect(unknownCodes(events, names)).toEqual(['ST02-017', 'ST02-001', '46986414']);
  });

  it('reads the name from a card text, without the code before it', () => {
    expect(nameFromLines('ST02-017', ['ST02-017 Straw Sword', 'Event'])).toBe('Straw Sword');
    expect(nameFromLines('46986414', ['Dark Magician', 'Level 7'])).toBe('Dark Magician');
    expect(nameFromLines('1', [])).toBeUndefined();
  });
});

describe('the ONE PIECE battle from its events', () => {
  it('tracks the attack, the blocker and the counters, and clears them when the battle ends (001 §7-1)', () => {
    const attack = { type: 'attack', player: 0, attacker: 3, target: 40, attackerCode: 'ST01-001', targetCode: 'X' };
    const block = { type: 'block', player: 1, card: 41, code: 'ST02-005' };
    const counter = { type: 'counter', player: 1, card: 42, code: 'ST02-009', target: 41, amount: 1000 };
    let notes = trackOptcgBattle(NO_BATTLE_NOTES, [attack, block, counter]);
    expect(notes).toEqual({ blocker: 41, counters: [{ player: 1, code: 'ST02-009', amount: 1000 }] });
    expect(trackOptcgAttack(null, [attack, block])).toEqual({ attacker: 3, target: 40 });
    notes = trackOptcgBattle(notes, [{ type: 'battle-end' }]);
    expect(notes).toEqual(NO_BATTLE_NOTES);
    // An attack begun and ended in one update stays drawn, dashed, until the next update.
    const done = trackOptcgAttack(null, [attack, { type: 'battle-end' }]);
    expect(done).toEqual({ attacker: 3, target: 40, done: true });
    expect(trackOptcgAttack(done, [{ type: 'turn-end', turn: 1, player: 0 }])).toBeNull();
  });
});

describe('the players in the log', () => {
  it('says You / Opponent to a seat and Player 1 / Player 2 to a spectator, the verb agreeing', () => {
    expect(players(1).act(1, 'take control of')).toBe('You take control of');
    expect(players(1).act(0, 'go')).toBe('Opponent goes');
    expect(players(1).their(0)).toBe("Opponent's");
    expect(players(null).act(0, 'draw')).toBe('Player 1 draws');
    expect(players(null).their(1)).toBe("Player 2's");
  });
});

describe('the log', () => {
  it('counts a line repeated in a row instead of showing it again', () => {
    const give = { key: 2, text: 'You give 1 DON!! to Nami' };
    const log = appendLines([{ key: 1, text: 'You play Nami' }], [give, { ...give, key: 3 }, { key: 4, text: 'End' }]);
    expect(log.map((l) => [l.text, l.count])).toEqual([
      ['You play Nami', undefined],
      ['You give 1 DON!! to Nami', 2],
      ['End', undefined],
    ]);
  });
});
