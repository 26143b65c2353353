/**
 * "Then, you may [cost]. If you do, [effect]" inside an effect (OP05-038): the cost is one step (asked, chosen, then
 * paid, 001 §8-3-1-4), the effects after it run only when it was paid. Spread the result into the ability's steps.
 */
import type { Cost, Step } from './defs.ts';
import { yesNo } from '../rules/ask.ts';

export function mayPayThen(cost: Cost, text: string, ...steps: Step[]): Step[] {
  const pay: Step = (x) => {
    x.t.vars['paid'] = false;
    if (!cost.canPay(x.g, x.self, x.p)) return;
    if (!yesNo(x, `${cost.label}: ${text}?`, '001 §8-3-1-4')) return;
    const choice = cost.choose(x);
    cost.pay(x, choice);
    x.t.vars['paid'] = true;
  };
  return [
    pay,
    ...steps.map(
      (st): Step =>
        (x) =>
          x.t.vars['paid'] === true ? st(x) : undefined,
    ),
  ];
}
