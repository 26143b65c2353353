/** Shared helpers for the Yu-Gi-Oh! conformance cases (rulebook examples, "scenario → ruling"). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import type { RuleSetId } from '../../src/ygo/rulesets.ts';
import type { Scenario } from '../../src/ygo/scenario.ts';

/** Every rule-set preset, for examples whose ruling is the same under all of them (ARCHITECTURE §5). */
export const ALL_PRESETS: readonly RuleSetId[] = [
  'master-rule-2020',
  'master-rule-4',
  'master-rule-2',
  'pre-2008',
  'ocg-2005',
];
/** The presets of the older seeds (000: MR2, 002: pre-2008, 004: 2005 repost). */
export const OLDER_PRESETS: readonly RuleSetId[] = ['master-rule-2', 'pre-2008', 'ocg-2005'];

const pad = (n: number): string => String(n).padStart(2, '0');

/** A 003 worked example that runs. */
export function tc(n: number, title: string, run: () => void): ConformanceCase {
  return { id: `003 TC-${pad(n)}`, title, run };
}

/** A 003 worked example waiting for a mechanic (or a card) the engine does not have. */
export function tcPending(n: number, title: string, reason: string): ConformanceCase {
  return { id: `003 TC-${pad(n)}`, title, pending: reason };
}

/** Id of an item of the older digest's §13 ("Worked examples and scenarios as test cases"), prefixed with its seed(s). */
export function olderId(n: number, seeds: string): string {
  return `${seeds} S-${pad(n)}`;
}

export function older(n: number, seeds: string, title: string, run: () => void): ConformanceCase {
  return { id: olderId(n, seeds), title, run };
}

export function olderPending(n: number, seeds: string, title: string, reason: string): ConformanceCase {
  return { id: olderId(n, seeds), title, pending: reason };
}

/** Runs a scenario under each preset; a failure names the preset. */
export function underEach(presets: readonly RuleSetId[], run: (rules: RuleSetId) => void): () => void {
  return () => {
    for (const r of presets) {
      try {
        run(r);
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        throw new Error(`[${r}] ${msg}`, { cause: e });
      }
    }
  };
}

/** Pass until the turn player is back at an open state of the Main Phase (nothing pending, nothing chained). */
export function toMainOpenState(s: Scenario, max = 200): Scenario {
  return s.passUntil(
    (x) =>
      x.duel.chain.length === 0 &&
      x.decision?.player === x.duel.turnPlayer &&
      x.decision.prompt.startsWith('Main Phase'),
    max,
  );
}

/** Pass until `player` is offered an option containing `text` (fails the case if never offered). */
export function passUntilOffered(s: Scenario, player: 0 | 1, text: string, max = 200): Scenario {
  s.passUntil((x) => x.decision?.player === player && x.has(text), max);
  if (!(s.decision?.player === player && s.has(text))) throw new Error(`player ${player} was never offered "${text}"`);
  return s;
}

/** Pass to the end of the duel's current decisions while recording whether `player` was ever offered `text`. */
export function everOffered(
  s: Scenario,
  player: 0 | 1,
  text: string,
  until: (s: Scenario) => boolean,
  max = 200,
): boolean {
  let seen = false;
  for (let i = 0; i < max && s.decision && !until(s); i++) {
    if (s.decision.player === player && s.has(text)) seen = true;
    passOnce(s);
  }
  return seen;
}

/** Answer the pending decision with its pass (or phase-advancing) option, once. */
export function passOnce(s: Scenario): Scenario {
  let n = 0;
  return s.passUntil(() => n++ >= 1, 2);
}

/** The card names a pending card choice offers (without where each card is). */
export function cardNames(s: Scenario): string[] {
  if (s.decision?.kind !== 'select-cards') throw new Error(`no card choice pending: "${s.decision?.prompt}"`);
  return s.options().map((o) => o.replace(/ \(.*\)$/, ''));
}

/** Activate a Ritual Spell and pass its chain window until its resolution asks for the Ritual Monster (003 §3.3.2). */
export function toRitualTributes(s: Scenario, spell: string): Scenario {
  s.chooseAny(`Activate ${spell}`);
  return s.passUntil((x) => x.decision?.about === 'effect' && x.decision.player === x.duel.turnPlayer);
}

/**
 * Finish a Ritual Spell's resolution: the turn player's remaining questions (Ritual Monster, Tributes, position,
 * zone, GY order) take the first option, every window is passed, until the Main Phase open state; `seen` sees each
 * decision on the way.
 */
export function resolveRitual(s: Scenario, seen: (d: NonNullable<Scenario['decision']>) => void = () => {}): Scenario {
  const asks = ['effect', 'zone', 'gy-order'];
  for (let i = 0; i < 50; i++) {
    s.passUntil((x) => {
      if (x.decision) seen(x.decision);
      const open = x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action';
      return open || (x.decision?.player === x.duel.turnPlayer && asks.includes(x.decision.about));
    });
    const d = s.decision;
    if (!d || d.about === 'main-phase-action') return s;
    s.answer(d.kind === 'order' ? d.options.map((_, k) => k) : [0]);
  }
  return s;
}
