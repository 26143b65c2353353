/**
 * "Choose one: • A • B" (OP03-028): the owner picks one mode as the effect resolves (001 §8-4-1), then its steps run.
 * The pick is stored (`mode`) so the steps that ask later re-run with the same mode.
 */
import type { Step } from './defs.ts';
import { ask } from '../rules/ask.ts';

export interface Mode {
  /** The option's label, as printed after the bullet. */
  label: string;
  steps: Step[];
}

/** "Choose one:" among modes; returns the steps of the ability (one step that asks, one per mode step index). */
export function chooseOne(...modes: Mode[]): Step[] {
  const pick: Step = (x) => {
    const i = ask(
      x,
      'select-option',
      'Choose one',
      '001 §8-4-1',
      modes.map((m, k) => ({ id: `mode:${k}`, label: m.label, kind: 'mode' })),
      1,
      1,
    )[0]!;
    x.t.vars['mode'] = i;
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
