import {
  Reason,
  addEffectCopy,
  addIdentityChange,
  addStatChange,
  and,
  banish,
  defineCard,
  printedAtk,
  printedName,
  isEffectMonster,
  isMonster,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 30312361,
  name: 'Phantom of Chaos',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0xcf, 0xdb],
  level: 4,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 0,
  def: 0,
  text: "Your opponent takes no battle damage from attacks involving this card. Once per turn: You can target 1 Effect Monster in your GY; banish that target, and if you do, until the End Phase, this card's name and original ATK become that monster's name and original ATK, and replace this effect with that monster's original effects. You must control this face-up card to activate and to resolve this effect.",
  // 003 §3.6.3: a continuous effect; 003 §3.4.4 TC-113: it stays while the card has copied effects.
  statics: [{ kind: 'no-battle-damage-to-opponent' }],
  // 003 §3.4.4: "replace this effect": while the copy lasts, effect 0 is gone and the copied ones are the card's.
  replacedByCopy: 0,
  effects: [
    {
      label: 'Banish 1 Effect Monster from your GY: take its name, original ATK and effects until the End Phase',
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['banish'],
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: and(isMonster, isEffectMonster),
        prompt: 'Target 1 Effect Monster in your GY',
      }),
      operation: [
        (ctx) => {
          // "You must control this face-up card … to resolve this effect".
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          if (ctx.self.controller !== ctx.player) return false;
          const t = ctx.target();
          if (t < 0) return false;
          banish(ctx.duel, [t], Reason.EFFECT, ctx.player);
          // "and if you do".
          if (ctx.card(t).location !== 'banished') return false;
          const code = ctx.card(t).code;
          // 003 §3.3.1, §3.4.4: name, original ATK and original (printed) effects, until the End Phase.
          addIdentityChange(ctx.duel, ctx.self.uid, 'name', printedName(code), true);
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'base', printedAtk(ctx.card(t)), true);
          addEffectCopy(ctx.duel, ctx.self.uid, code, true);
          return true;
        },
      ],
    },
  ],
});
