/**
 * The contract battery (review 3.6, in the spirit of OpenSpiel's `testing::RandomSimTest`): every game
 * module runs the same checks of the kernel's `Game` contract (src/core/game.ts) over seeded random games.
 * A new game module gets all of it with one line: `contract(descriptor)` inside a test file.
 *
 * Each check is its own `it`; a failing check names the module, the seed, the decision index and what
 * differed. Randomness comes from `src/core/rng.ts` only, so a failure reproduces from its seed.
 */
import { describe, expect, it } from 'vitest';
import { randomAnswer, RandomAgent } from '../../src/core/agents.ts';
import type { Answer, Decision, PlayerId } from '../../src/core/decision.ts';
import type { Game, GameEvent } from '../../src/core/game.ts';
import { runMatch } from '../../src/core/match.ts';
import { parseReplay, playReplay, type Replay } from '../../src/core/replay.ts';
import { nextInt, seedRng, type RngState } from '../../src/core/rng.ts';

/** A card whose identity a player must not be able to see right now. */
export interface HiddenCard {
  /** The instance id the game uses for it in views, events and options (uid, card number…). */
  id: number;
  /** What names it: passcode/card number and name. None of these may be shown next to `id`. */
  identity: readonly (string | number)[];
  /**
   * The player may be shown it by an effect that lets them look (their own Deck when searching or looking
   * at the top): exempt in events and option labels, never in the view.
   */
  searchable?: boolean;
}

/** What the battery needs to know about one game module. */
export interface ContractDescriptor<S> {
  /** Module name used in test titles and messages. */
  name: string;
  game: Game<S, unknown, unknown>;
  /** The config of random game `i` (vary decks, rule sets…). */
  config: (i: number) => unknown;
  /** Random games per check (the expensive checks use fewer, see `budget`). */
  games: number;
  /** Decisions sampled for the per-decision checks (refusals, mutation). */
  sampledDecisions: number;
  /** Decisions sampled for the every-option check (default `sampledDecisions`). */
  optionDecisions?: number;
  /** The cards `player` must not be able to identify in the current state. */
  hiddenFrom: (state: S, player: PlayerId) => HiddenCard[];
  /**
   * How the game's data pairs an id field with the fields that name it, e.g. `{ uid: ['code', 'name'],
   * card: ['code', 'label'], cards: ['codes'] }` (arrays pair index by index). A hidden card's id next to
   * one of its identities in the same object is a leak; a string field leaks when it contains a name.
   */
  idPairs: Readonly<Record<string, readonly string[]>>;
  /** Event types whose purpose is to show hidden cards (a reveal, a look): not identity-checked. */
  revealing?: readonly string[];
  /**
   * Named positions the every-option check also visits (rare states random sampling seldom reaches,
   * e.g. a Tribute Summon with a monster in an Extra Monster Zone). Each is built fresh by `make`.
   */
  positions?: readonly { name: string; make: () => S }[];
  /** Label of the unfinished business the state is in ('chain', 'battle', 'resolution'), or null. */
  midway?: (state: S) => string | null;
  /** Cuts that must be taken inside each `midway` label by the clone/serialize check (e.g. `{ chain: 3 }`). */
  minMidway?: Readonly<Record<string, number>>;
  /**
   * Known engine defects the battery finds: check name → why. The check still runs, as `it.fails`,
   * so it turns red when the defect is fixed and the entry must be removed.
   */
  knownFailures?: Readonly<Partial<Record<CheckName, string>>>;
}

export type CheckName =
  | 'replay'
  | 'clone'
  | 'refusal'
  | 'every-option'
  | 'every-option-positions'
  | 'immutable'
  | 'hidden'
  | 'surrender'
  | 'garbage';

type AnyState = unknown;

function where(m: { name: string }, seed: unknown, n: number): string {
  return `${m.name} seed ${String(seed)} decision ${n}`;
}

/** Plays random answers from `rng` until the game ends or `limit` decisions; returns the events (drained). */
function playOut<S>(
  game: Game<S, unknown, unknown>,
  s: S,
  rng: RngState,
  limit = 100_000,
): { events: GameEvent[]; decisions: number } {
  const events: GameEvent[] = [];
  let n = 0;
  for (; n < limit; n++) {
    const d = game.decision(s);
    if (d === null) break;
    const res = game.respond(s, d.player, randomAnswer(rng, d));
    if (!res.ok) throw new Error(`refused a random legal answer at decision ${n}: ${res.error.message}`);
    for (const e of game.drainEvents(s)) events.push(e);
  }
  return { events, decisions: n };
}

/** One legal-size answer containing option `i` (for ordered decisions: a permutation starting with it). */
function answerWith(d: Decision, i: number): number[] | null {
  const n = d.options.length;
  const k = Math.max(d.min, 1);
  if (k > Math.min(d.max, n)) return null;
  const out = [i];
  for (let j = 0; out.length < k && j < n; j++) if (j !== i) out.push(j);
  return out;
}

/** Mutates every array and object reachable from `v` (push, field overwrite); errors from frozen data are ignored. */
function vandalise(v: unknown, depth = 0): void {
  if (v === null || typeof v !== 'object' || depth > 12) return;
  const tryDo = (f: () => void): void => {
    try {
      f();
    } catch {
      /* frozen: that is one acceptable answer */
    }
  };
  if (Array.isArray(v)) {
    for (const x of v) vandalise(x, depth + 1);
    tryDo(() => v.push(999));
    tryDo(() => {
      if (v.length > 1) v[0] = v[1];
    });
    return;
  }
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    vandalise(o[k], depth + 1);
    tryDo(() => {
      const x = o[k];
      o[k] = typeof x === 'number' ? x + 7 : typeof x === 'string' ? `${x}!` : typeof x === 'boolean' ? !x : x;
    });
  }
  tryDo(() => {
    o['vandal'] = 1;
  });
}

/** The first place in `value` where a hidden card's id sits next to one of its identities, or null. */
export function findLeak(
  value: unknown,
  hidden: ReadonlyMap<number, HiddenCard>,
  pairs: Readonly<Record<string, readonly string[]>>,
  path = '$',
): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const r = findLeak(value[i], hidden, pairs, `${path}[${i}]`);
      if (r) return r;
    }
    return null;
  }
  const o = value as Record<string, unknown>;
  for (const [idKey, identityKeys] of Object.entries(pairs)) {
    const idv = o[idKey];
    if (idv === undefined) continue;
    const ids = Array.isArray(idv) ? idv : [idv];
    for (let index = 0; index < ids.length; index++) {
      const h = typeof ids[index] === 'number' ? hidden.get(ids[index] as number) : undefined;
      if (!h) continue;
      for (const key of identityKeys) {
        const raw = o[key];
        if (raw === undefined) continue;
        const shown = Array.isArray(idv) && Array.isArray(raw) ? [raw[index]] : Array.isArray(raw) ? raw : [raw];
        for (const s of shown) {
          for (const ident of h.identity) {
            const hit =
              s === ident ||
              (typeof s === 'string' && typeof ident === 'string' && ident.length >= 3 && s.includes(ident));
            if (hit) return `${path}.${idKey}=${h.id} shown with ${key}=${JSON.stringify(s)}`;
          }
        }
      }
    }
  }
  for (const k of Object.keys(o)) {
    const r = findLeak(o[k], hidden, pairs, `${path}.${k}`);
    if (r) return r;
  }
  return null;
}

/** The hidden cards `value` shows with one of their identities (each one a `findLeak` hit on its own). */
function shownIn(
  value: unknown,
  hidden: ReadonlyMap<number, HiddenCard>,
  pairs: Readonly<Record<string, readonly string[]>>,
): number[] {
  return [...hidden.values()].filter((h) => findLeak(value, new Map([[h.id, h]]), pairs) !== null).map((h) => h.id);
}

const otherOf = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

/** `CONTRACT_SCALE=20 npx vitest run …` multiplies every game and decision count, for a deeper run by hand. */
const SCALE = Math.max(1, Number(process.env['CONTRACT_SCALE'] ?? 1) || 1);

/** Registers the whole battery for one module. */
export function contract<S>(descriptor: ContractDescriptor<S>): void {
  const m: ContractDescriptor<S> = {
    ...descriptor,
    games: descriptor.games * SCALE,
    sampledDecisions: descriptor.sampledDecisions * SCALE,
    optionDecisions: (descriptor.optionDecisions ?? descriptor.sampledDecisions) * SCALE,
  };
  const g = m.game;
  const mark = (name: CheckName): ((name: string, fn: () => void) => void) => (m.knownFailures?.[name] ? it.fails : it);
  const title = (name: CheckName, text: string): string =>
    m.knownFailures?.[name] ? `${text} [known failure: ${m.knownFailures[name]}]` : text;

  /** Walks random games, calling `visit` at the sampled decisions (about `m.sampledDecisions` in all). */
  const sample = (
    tag: string,
    visit: (s: S, d: Decision, seed: string, n: number) => void,
    budget = m.sampledDecisions,
  ): number => {
    let visited = 0;
    for (let i = 0; visited < budget && i < 10_000; i++) {
      const seed = `${tag}:${i}`;
      const s = g.create(m.config(i), seed);
      g.drainEvents(s);
      const rng = seedRng(`${tag}:answers:${i}`);
      const pick = seedRng(`${tag}:pick:${i}`);
      for (let n = 0; visited < budget; n++) {
        let d = g.decision(s);
        if (d === null) break;
        if (nextInt(pick, 4) === 0) {
          visit(s, d, seed, n);
          visited++;
          d = g.decision(s)!; // the visit may have vandalised its copy
        }
        const res = g.respond(s, d.player, randomAnswer(rng, d));
        if (!res.ok) throw new Error(`${where(m, seed, n)}: refused a random legal answer: ${res.error.message}`);
        g.drainEvents(s);
      }
    }
    return visited;
  };

  describe(`game contract: ${m.name}`, () => {
    mark('replay')(
      title('replay', 'replaying the recorded answers from config + seed gives byte-identical events and final state'),
      () => {
        for (let i = 0; i < m.games; i++) {
          const seed = `replay:${i}`;
          const out = runMatch(
            g as Game<AnyState, unknown, unknown>,
            m.config(i),
            seed,
            [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)],
            { recordEvents: true, maxDecisions: 100_000 },
          );
          const back = playReplay(
            g as Game<AnyState, unknown, unknown>,
            JSON.parse(JSON.stringify(out.replay)) as Replay,
          );
          expect(JSON.stringify(back.events), `${m.name} seed ${seed}: replayed events differ`).toBe(
            JSON.stringify(out.events),
          );
          expect(back.finalState, `${m.name} seed ${seed}: replayed final state differs`).toBe(
            g.serialize(out.state as S),
          );
          expect(back.result, `${m.name} seed ${seed}: replayed result differs`).toEqual(out.result);
        }
      },
    );

    mark('clone')(
      title(
        'clone',
        'clones and serialize→deserialize copies taken at random points (mid-chain/resolution/battle too) continue identically',
      ),
      () => {
        const cuts = new Map<string, number>();
        for (let i = 0; i < m.games; i++) {
          const seed = `clone:${i}`;
          const base = g.create(m.config(i), seed);
          const rng = seedRng(`clone:walk:${i}`);
          // Walk to a random decision, then on to the next one in unfinished business if there is one soon.
          const stopAt = nextInt(rng, 150);
          let n = 0;
          for (; g.decision(base) !== null; n++) {
            if (n >= stopAt && (m.midway === undefined || m.midway(base) !== null || n >= stopAt + 40)) break;
            const d = g.decision(base)!;
            expect(g.respond(base, d.player, randomAnswer(rng, d)).ok).toBe(true);
          }
          const label = m.midway?.(base) ?? 'plain';
          cuts.set(label, (cuts.get(label) ?? 0) + 1);
          g.drainEvents(base);
          const copies: [string, S][] = [
            ['original', base],
            ['clone', g.clone(base)],
            ['deserialized', g.deserialize(g.serialize(base))],
          ];
          const logs = copies.map(([, s]) => {
            const out = playOut(g, s, seedRng(`clone:cont:${i}`));
            return { events: JSON.stringify(out.events), state: g.serialize(s) };
          });
          for (const k of [1, 2]) {
            expect(
              logs[k]!.events,
              `${where(m, seed, n)} (${label}): events of the ${copies[k]![0]} differ from the original's`,
            ).toBe(logs[0]!.events);
            expect(
              logs[k]!.state,
              `${where(m, seed, n)} (${label}): final state of the ${copies[k]![0]} differs from the original's`,
            ).toBe(logs[0]!.state);
          }
        }
        for (const [label, min] of Object.entries(m.minMidway ?? {})) {
          expect(
            cuts.get(label) ?? 0,
            `${m.name}: cuts taken ${label} (all cuts: ${JSON.stringify([...cuts])})`,
          ).toBeGreaterThanOrEqual(min);
        }
      },
    );

    mark('refusal')(
      title(
        'refusal',
        'a refused answer changes nothing: wrong player, out of range, duplicates, wrong count, not a list',
      ),
      () => {
        sample('refuse', (s, d, seed, n) => {
          const before = g.serialize(s);
          const dBefore = JSON.stringify(d);
          const n0 = d.options.length;
          const wrongs: [string, unknown, PlayerId][] = [
            ['wrong player', [0], otherOf(d.player)],
            ['index -1', [-1], d.player],
            ['index past the end', [n0], d.player],
            ['index 0.5', [0.5], d.player],
            ['too many', Array.from({ length: Math.min(d.max, n0) + 1 }, (_, k) => k), d.player],
            ['not a list', '0', d.player],
            ['null', null, d.player],
          ];
          if (d.min > 0) wrongs.push(['too few', [], d.player]);
          if (d.max >= 2 && n0 >= 1) wrongs.push(['duplicates', [0, 0], d.player]);
          for (const [what, answer, p] of wrongs) {
            const res = g.respond(s, p, answer as Answer);
            expect(res.ok, `${where(m, seed, n)}: ${what} ${JSON.stringify(answer)} by player ${p} was accepted`).toBe(
              false,
            );
            expect(g.serialize(s), `${where(m, seed, n)}: refused ${what} changed the state`).toBe(before);
            expect(JSON.stringify(g.decision(s)), `${where(m, seed, n)}: refused ${what} changed the decision`).toBe(
              dBefore,
            );
          }
        });
      },
    );

    /** Each option of `d`, inside a legal-size answer, on a clone of `s`; refusals are appended to `failures`. */
    const tryEveryOption = (s: S, d: Decision, at: string, failures: string[]): void => {
      for (let i = 0; i < d.options.length; i++) {
        const answer = answerWith(d, i);
        if (answer === null) continue;
        const res = g.respond(g.clone(s), d.player, answer);
        if (!res.ok && failures.length < 20)
          failures.push(
            `${at} (${d.rule}, ${d.about ?? d.prompt}): option ${i} "${d.options[i]!.label}" in [${answer.join(',')}] refused: ${res.error.code} ${res.error.message}`,
          );
      }
    };

    mark('every-option')(
      title('every-option', 'every offered option is accepted (each option, inside a legal-size answer, on a clone)'),
      () => {
        const failures: string[] = [];
        sample(
          'options',
          (s, d, seed, n) => tryEveryOption(s, d, where(m, seed, n), failures),
          m.optionDecisions ?? m.sampledDecisions,
        );
        expect(failures, failures.join('\n')).toEqual([]);
      },
    );

    if (m.positions?.length) {
      mark('every-option-positions')(
        title(
          'every-option-positions',
          `every offered option is accepted at the named positions (${m.positions.map((p) => p.name).join('; ')})`,
        ),
        () => {
          const failures: string[] = [];
          for (const p of m.positions!) {
            const s = p.make();
            const d = g.decision(s);
            expect(d, `${m.name} position ${p.name}: no decision`).not.toBeNull();
            tryEveryOption(s, d!, `${m.name} position ${p.name}`, failures);
          }
          expect(failures, failures.join('\n')).toEqual([]);
        },
      );
    }

    mark('immutable')(
      title('immutable', 'decision() and view() hand out data a caller cannot change the game through'),
      () => {
        sample('mutate', (s, d, seed, n) => {
          const before = g.serialize(s);
          const dBefore = JSON.stringify(d);
          const views = [g.view(s, 0), g.view(s, 1)];
          const vBefore = JSON.stringify(views);
          vandalise(d);
          vandalise(g.decision(s));
          for (const v of views) vandalise(v);
          vandalise(g.result(s));
          expect(g.serialize(s), `${where(m, seed, n)}: mutating decision()/view() changed the state`).toBe(before);
          expect(
            JSON.stringify(g.decision(s)),
            `${where(m, seed, n)}: mutating decision()/view() changed the next decision()`,
          ).toBe(dBefore);
          expect(
            JSON.stringify([g.view(s, 0), g.view(s, 1)]),
            `${where(m, seed, n)}: mutating view() changed the next view()`,
          ).toBe(vBefore);
        });
      },
    );

    mark('hidden')(
      title(
        'hidden',
        'no hidden identity reaches the other player or a spectator: views, public view, filtered events, option labels; the opponent sees no prompt or labels',
      ),
      () => {
        const revealing = new Set(m.revealing ?? []);
        const byId = (cards: HiddenCard[], events: boolean): Map<number, HiddenCard> =>
          new Map(cards.filter((h) => !(events && h.searchable)).map((h) => [h.id, h]));
        for (let i = 0; i < m.games; i++) {
          const seed = `hidden:${i}`;
          const s = g.create(m.config(i), seed);
          const rng = seedRng(`hidden:answers:${i}`);
          let before: [HiddenCard[], HiddenCard[]] = [[], []];
          let events = g.drainEvents(s);
          for (let n = 0; ; n++) {
            const now: [HiddenCard[], HiddenCard[]] = [m.hiddenFrom(s, 0), m.hiddenFrom(s, 1)];
            const d = g.decision(s);
            for (const p of [0, 1] as const) {
              // A view's own pending decision may name the player's own Deck cards (a search); the rest may not.
              const { decision: own, ...board } = g.view(s, p) as Record<string, unknown>;
              const viewLeak =
                findLeak(board, byId(now[p], false), m.idPairs) ?? findLeak(own, byId(now[p], true), m.idPairs);
              expect(
                viewLeak,
                `${where(m, seed, n)}: view for player ${p} shows a hidden card: ${viewLeak}`,
              ).toBeNull();
              // Hidden at the decision before and now: an event of this step must not name it (a card hidden
              // only now may have been public in between, e.g. a revealed card shuffled back).
              const stillHidden = byId(
                before[p].filter((h) => now[p].some((x) => x.id === h.id)),
                true,
              );
              for (const e of events) {
                const seen = g.eventFor(e, p);
                if (revealing.has(e.type)) {
                  // What a revealing event shows (a [Trigger] revealed from Life) is public for the rest of the
                  // step, even if the card ends it hidden again (added to hand), so later events may name it.
                  if (seen) for (const id of shownIn(seen, stillHidden, m.idPairs)) stillHidden.delete(id);
                  continue;
                }
                const leak = seen && findLeak(seen, stillHidden, m.idPairs);
                expect(
                  leak,
                  `${where(m, seed, n)}: event ${JSON.stringify(seen)} shows player ${p} a hidden card: ${leak}`,
                ).toBeNull();
              }
            }
            // A spectator (Game.publicView, publicEventFor) knows what both players know: nothing either may not.
            const publicHidden = byId(
              [...now[0], ...now[1]].map((h) => ({ id: h.id, identity: h.identity })),
              false,
            );
            const publicView = g.publicView(s) as Record<string, unknown>;
            expect(publicView['decision'] ?? null, `${where(m, seed, n)}: the public view holds a decision`).toBeNull();
            const publicLeak = findLeak(publicView, publicHidden, m.idPairs);
            expect(publicLeak, `${where(m, seed, n)}: the public view shows a hidden card: ${publicLeak}`).toBeNull();
            const publicStillHidden = byId(
              [...before[0], ...before[1]]
                .filter((h) => now[0].some((x) => x.id === h.id) || now[1].some((x) => x.id === h.id))
                .map((h) => ({ id: h.id, identity: h.identity })),
              false,
            );
            for (const e of events) {
              const seen = g.publicEventFor(e);
              if (revealing.has(e.type)) {
                // As for the players: what a revealing event shows is public for the rest of the step.
                if (seen) for (const id of shownIn(seen, publicStillHidden, m.idPairs)) publicStillHidden.delete(id);
                continue;
              }
              const leak = seen && findLeak(seen, publicStillHidden, m.idPairs);
              expect(
                leak,
                `${where(m, seed, n)}: event ${JSON.stringify(seen)} shows a spectator a hidden card: ${leak}`,
              ).toBeNull();
            }
            if (d === null) break;
            // The labels are for the deciding player only: they name nothing hidden from them...
            const labelLeak = findLeak(d.options, byId(now[d.player], true), m.idPairs);
            expect(
              labelLeak,
              `${where(m, seed, n)}: an option of player ${d.player}'s decision names a card hidden from them: ${labelLeak}`,
            ).toBeNull();
            // ...and the other player's view holds at most who decides, the kind and what about, never the prompt or options.
            const otherView = JSON.stringify(g.view(s, otherOf(d.player)));
            expect(
              otherView.includes(JSON.stringify(d.prompt)) || otherView.includes('"options":'),
              `${where(m, seed, n)}: player ${otherOf(d.player)}'s view shows the opponent's prompt or options`,
            ).toBe(false);
            before = now;
            const res = g.respond(s, d.player, randomAnswer(rng, d));
            expect(res.ok).toBe(true);
            events = g.drainEvents(s);
          }
        }
      },
    );

    mark('surrender')(
      title(
        'surrender',
        'either player may surrender at any decision; the opponent wins with a reason and a rule; the replay plays back to it',
      ),
      () => {
        let surrendered = 0,
          outOfTurn = 0;
        for (let i = 0; i < m.games; i++) {
          const seed = `surrender:${i}`;
          // The same game unsurrendered first, to pick a decision inside it.
          const agents = (): [RandomAgent, RandomAgent] => [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)];
          const length = runMatch(g as Game<AnyState, unknown, unknown>, m.config(i), seed, agents(), {
            recordReplay: false,
          }).decisions;
          const at = nextInt(seedRng(seed), Math.max(1, length));
          const quitter: PlayerId = (i % 2) as PlayerId;
          let done = false;
          const out = runMatch(g as Game<AnyState, unknown, unknown>, m.config(i), seed, agents(), {
            recordEvents: true,
            surrender: (st, n) => {
              if (done || n < at) return null;
              done = true;
              if (g.decision(st as S)?.player !== quitter) outOfTurn++;
              return quitter;
            },
          });
          const s = out.state as S;
          const r = g.result(s);
          if (!done) continue;
          surrendered++;
          expect(r?.winner, `${m.name} seed ${seed}: player ${quitter} surrendered`).toBe(otherOf(quitter));
          expect(
            r!.reason.length > 0 && r!.rule.length > 0,
            `${m.name} seed ${seed}: result ${JSON.stringify(r)} lacks a reason or a rule`,
          ).toBe(true);
          expect(g.decision(s), `${m.name} seed ${seed}: a decision after the surrender`).toBeNull();
          const again = g.serialize(s);
          expect(g.surrender(s, otherOf(quitter)).ok, `${m.name} seed ${seed}: a second surrender was accepted`).toBe(
            false,
          );
          expect(g.respond(s, 0, [0]).ok, `${m.name} seed ${seed}: an answer after the surrender was accepted`).toBe(
            false,
          );
          expect(g.serialize(s), `${m.name} seed ${seed}: refused moves after the game changed the state`).toBe(again);
          // Through the replay file format: the surrender step is written and read back.
          const file = parseReplay(JSON.stringify(out.replay));
          expect(
            file.steps.filter((st) => st.surrender).length,
            `${m.name} seed ${seed}: surrender steps in the replay`,
          ).toBe(1);
          const back = playReplay(g as Game<AnyState, unknown, unknown>, file);
          expect(back.result, `${m.name} seed ${seed}: replayed result`).toEqual(r);
          expect(back.finalState, `${m.name} seed ${seed}: replayed final state`).toBe(again);
          expect(JSON.stringify(back.events), `${m.name} seed ${seed}: replayed events`).toBe(
            JSON.stringify(out.events),
          );
        }
        expect(surrendered, `${m.name}: games that reached their surrender point`).toBe(m.games);
        expect(outOfTurn, `${m.name}: surrenders while the opponent was deciding`).toBeGreaterThan(0);
      },
    );

    mark('garbage')(title('garbage', 'deserialize refuses garbage with a StateError'), () => {
      const s = g.create(m.config(0), 'garbage');
      const good = JSON.parse(g.serialize(s)) as Record<string, unknown>;
      const withField = (k: string, v: unknown): string => JSON.stringify({ ...good, [k]: v });
      const firstArray = Object.keys(good).find((k) => Array.isArray(good[k]) && k !== 'events')!;
      const bad: [string, unknown][] = [
        ['not JSON', '{"v":1,'],
        ['a number', '42'],
        ['a number, not text', 42],
        ['null', 'null'],
        ['an array', '[]'],
        ['{}', '{}'],
        ['another version', withField('v', 99)],
        ['no version', JSON.stringify({ ...good, v: undefined })],
        [`"${firstArray}" not a list`, withField(firstArray, 'x')],
        ...(('players' in good ? [['"players" a number', withField('players', 3)]] : []) as [string, unknown][]),
      ];
      for (const [what, text] of bad) {
        let err: unknown = null;
        try {
          g.deserialize(text as string);
        } catch (e) {
          err = e;
        }
        expect((err as Error | null)?.name, `${m.name}: deserialize of ${what} gave ${String(err)}`).toBe('StateError');
      }
      expect(g.serialize(g.deserialize(g.serialize(s)))).toBe(g.serialize(s));
    });
  });
}
