import {
  addEffectCopy,
  addIdentityChange,
  and,
  banishTargets,
  defineCard,
  printedName,
  faceUp,
  isEffectMonster,
  isMonster,
  isSpellOrTrap,
  targets,
  thisTargetedForAttack,
} from '../dsl/index.ts';

// "Legend of Heart" is not implemented: it can be placed on the field only.
export default defineCard({
  code: 84565800,
  name: 'Legendary Knight Hermos',
  kind: 'monster',
  categories: ['effect', 'special-summon'],
  setcodes: [0xa0],
  level: 8,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 2800,
  def: 1800,
  text: "Cannot be Normal Summoned/Set. Must be Special Summoned with \"Legend of Heart\". When this card is Special Summoned: You can target 1 face-up Spell/Trap on the field; banish that target. Once per turn, when this card is targeted for an attack: You can target 1 Effect Monster in your GY; until the End Phase of your next turn, this card's name becomes that target's original name, and replace this effect with that target's original effects.",
  // 003 §3.3.2: a Special Summon monster Special Summoned only as its text says (with "Legend of Heart").
  cannotNormalSummon: true,
  mustBeProperlySummoned: true,
  // 003 §3.4.4: "replace this effect": effect 1 is gone while the copy lasts.
  replacedByCopy: 1,
  effects: [
    {
      label: 'Banish 1 face-up Spell/Trap on the field',
      // "When this card is Special Summoned: You can": an optional trigger that can miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'special-summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['banish'],
      target: targets({
        side: 'both',
        zone: 'field',
        filter: and(faceUp, isSpellOrTrap),
        prompt: 'Target 1 face-up Spell/Trap on the field',
      }),
      operation: [banishTargets],
    },
    {
      label: 'Take the name and effects of 1 Effect Monster in your GY until the End Phase of your next turn',
      // "Once per turn, when this card is targeted for an attack: You can" (003 §3.4.3, §3.5.1).
      type: 'trigger',
      event: 'attack-declared',
      when: true,
      oncePerTurn: 'card',
      eventFilter: thisTargetedForAttack,
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: and(isMonster, isEffectMonster),
        prompt: 'Target 1 Effect Monster in your GY',
      }),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          const t = ctx.target();
          if (t < 0) return false;
          const code = ctx.card(t).code;
          // "until the End Phase of your next turn" (approximated as the end of that turn, as Hero Mask does).
          const until = ctx.duel.turn + (ctx.duel.turnPlayer === ctx.player ? 2 : 1);
          // 003 §3.3.1: its original name; 003 §3.4.4: its printed effects replace this one.
          addIdentityChange(ctx.duel, ctx.self.uid, 'name', printedName(code), until);
          addEffectCopy(ctx.duel, ctx.self.uid, code, until);
          return true;
        },
      ],
    },
  ],
});
