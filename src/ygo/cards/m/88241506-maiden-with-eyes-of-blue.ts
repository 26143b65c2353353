import { answeredLink, changePosition, defineCard, negateAttack, thisTargetedForAttack } from '../dsl/index.ts';
import { summonableBlueEyes, summonOneBlueEyes } from '../archetypes/blue-eyes.ts';

export default defineCard({
  code: 88241506,
  name: 'Maiden with Eyes of Blue',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 1,
  attribute: 'LIGHT',
  type: 'Spellcaster',
  atk: 0,
  def: 0,
  text: 'When this card is targeted for an attack: You can negate the attack, and if you do, change the battle position of this card, then you can Special Summon 1 "Blue-Eyes White Dragon" from your hand, Deck, or GY. When a card or effect is activated that targets this card (Quick Effect): You can Special Summon 1 "Blue-Eyes White Dragon" from your hand, Deck, or GY. You can only use 1 "Maiden with Eyes of Blue" effect per turn, and only once that turn.',
  effects: [
    {
      label:
        'Negate the attack and change this card\'s battle position; then you can Special Summon 1 "Blue-Eyes White Dragon"',
      // "When … You can": an optional trigger that can miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'attack-declared',
      when: true,
      eventFilter: thisTargetedForAttack,
      oncePerTurn: 'name-any',
      category: ['negate', 'position', 'special-summon'],
      operation: [
        (ctx) => {
          const b = ctx.duel.battle;
          if (!b || b.negated) return false;
          negateAttack(ctx.duel);
          // "and if you do, change the battle position of this card".
          if (!ctx.selfUnmoved() || !ctx.self.faceUp) return false;
          changePosition(ctx.duel, ctx.self.uid, { faceUp: true, defense: !ctx.self.defense }, ctx.player);
          return true;
        },
        // "then you can": asked after the change (a separate stage, 003 §3.4.1).
        (ctx) => {
          if (summonableBlueEyes(ctx, ['hand', 'deck', 'gy']).length === 0) return false;
          if (!ctx.yesNo('Special Summon 1 "Blue-Eyes White Dragon"?')) return false;
          return summonOneBlueEyes(ctx);
        },
      ],
    },
    {
      label: 'Special Summon 1 "Blue-Eyes White Dragon" from your hand, Deck, or GY',
      // "When a card or effect is activated that targets this card (Quick Effect)": it answers that link.
      type: 'quick',
      oncePerTurn: 'name-any',
      category: ['special-summon'],
      condition: (ctx) => {
        const l = ctx.duel.chain[answeredLink(ctx)];
        if (!l || l.negated !== 0 || !ctx.self.faceUp) return false;
        const i = l.targets.indexOf(ctx.self.uid);
        return i >= 0 && l.targetStamps[i] === ctx.self.stamp;
      },
      feasible: (ctx) => summonableBlueEyes(ctx, ['hand', 'deck', 'gy']).length > 0,
      operation: [summonOneBlueEyes],
    },
  ],
});
