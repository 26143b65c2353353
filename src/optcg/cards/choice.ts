/**
 * Effects that offer a choice between effects: "Your opponent chooses one: - A. - B." (ST07-010, ST07-015) and
 * "Choose one: • A • B" (OP03-028).
 *
 *   onPlay(opponentChoosesOne(
 *     { label: "Trash 1 card from the top of your opponent's Life cards", step: trashOpponentsTopLife },
 *     { label: 'Add 1 card from the top of your deck to the top of your Life cards', step: deckTopToLifeTop },
 *   ))
 */
import { ask, yesNo } from '../rules/ask.ts';
import { opp } from '../rules/zones.ts';
import type { Cond, Step } from './defs.ts';

/** One choice of a "chooses one" effect: the text shown and the effect it runs (from the ability owner's side). */
export interface EffectChoice {
  label: string;
  step: Step;
}

/**
 * "Your opponent chooses one:" — the opponent picks a line (asked first, so a re-run sees the same answer), then that
 * line resolves as the ability owner's effect (001 §8-4: the effect is still the owner's).
 */
export function opponentChoosesOne(...choices: EffectChoice[]): Step {
  return (x) => {
    const i = ask(
      x,
      'select-option',
      'Choose one',
      '001 §8-4',
      choices.map((c, k) => ({ id: `choice:${k}`, label: c.label, kind: 'choice' })),
      1,
      1,
      opp(x.p),
    )[0]!;
    choices[i]!.step(x);
  };
}

/** A mode of "Choose one:" whose line has several steps, each of which may ask (OP03-028). */
export interface Mode {
  /** The option's label, as printed after the bullet. */
  label: string;
  steps: Step[];
}

/**
 * "Choose one:" (OP03-028): the owner picks a mode as the effect resolves (001 §8-4), then its steps run, one ability
 * step each (a step that asks re-runs alone). The pick is stored (`mode`) for the steps after it. Spread the result.
 */
export function chooseOne(...modes: Mode[]): Step[] {
  const pick: Step = (x) => {
    x.t.vars['mode'] = ask(
      x,
      'select-option',
      'Choose one',
      '001 §8-4',
      modes.map((m, k) => ({ id: `mode:${k}`, label: m.label, kind: 'mode' })),
      1,
      1,
    )[0]!;
  };
  const longest = Math.max(...modes.map((m) => m.steps.length));
  const out: Step[] = [pick];
  for (let k = 0; k < longest; k++)
    out.push((x) => {
      const st = modes[x.t.vars['mode'] as number]?.steps[k];
      if (st) st(x);
    });
  return out;
}

/**
 * "Your opponent may [A]. If they do not, [B]" (OP05-099): the opponent decides (001 §8-1-2: "may" is optional), asked
 * only when A can be done (`can`, from the ability owner's side); B happens when they do not. Both are the owner's
 * effect (001 §8-4).
 */
export function opponentMayElse(prompt: string, can: Cond, a: Step, otherwise: Step): Step {
  return (x) => {
    const did = can(x.g, x.self, x.p) && yesNo(x, prompt, '001 §8-1-2', opp(x.p));
    (did ? a : otherwise)(x);
  };
}
