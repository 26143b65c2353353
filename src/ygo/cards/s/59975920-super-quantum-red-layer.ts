import {
  addRestriction,
  addTargetToHand,
  and,
  defineCard,
  monsterCount,
  notNamed,
  specialSummonTarget,
  summonableTarget,
  targets,
} from '../dsl/index.ts';
import {
  superQuantCard,
  superQuantMonster,
  thisNormalOrSpecialSummoned,
  thisSentToGy,
} from '../archetypes/super-quant.ts';

const RED_LAYER = 59975920;

export default defineCard({
  code: RED_LAYER,
  name: 'Super Quantum Red Layer',
  kind: 'monster',
  categories: ['effect'],
  level: 5,
  attribute: 'FIRE',
  type: 'Warrior',
  atk: 2000,
  def: 800,
  setcodes: [0x10dc],
  text: 'If you control no monsters, you can Special Summon this card (from your hand). You can only use each of the following effects of "Super Quantum Red Layer" once per turn.\r\n●When this card is Normal or Special Summoned: You can target 1 "Super Quant" card in your GY; add it to your hand.\r\n●If this card is sent to the GY: You can target 1 "Super Quant" monster in your GY, except "Super Quantum Red Layer"; Special Summon it, but it cannot activate its effects.',
  // 003 §3.3.2 Inherent Special Summon: no chain; it has no Summoning condition, so it may also be Normal Summoned.
  summonProcedures: [
    {
      label: 'Special Summon (you control no monsters)',
      from: ['hand'],
      condition: (duel, _self, player) => monsterCount(duel, player) === 0,
    },
  ],
  effects: [
    {
      label: 'Target 1 "Super Quant" card in your GY: add it to your hand',
      // "When … Summoned: You can": an optional trigger that can miss the timing (003 §3.4.3); once per turn by name
      // (003 §3.5.1).
      type: 'trigger',
      event: 'summoned',
      when: true,
      oncePerTurn: 'name',
      eventFilter: thisNormalOrSpecialSummoned,
      category: ['to-hand', 'leaves-gy'],
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: superQuantCard,
        prompt: 'Target 1 "Super Quant" card in your GY',
      }),
      operation: [addTargetToHand],
    },
    {
      label: 'Target 1 "Super Quant" monster in your GY: Special Summon it (it cannot activate its effects)',
      // "If … sent to the GY: You can": an optional trigger that does not miss the timing, from the GY.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      oncePerTurn: 'name',
      eventFilter: thisSentToGy,
      category: ['special-summon', 'leaves-gy'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: and(superQuantMonster, notNamed(RED_LAYER)),
        prompt: 'Target 1 "Super Quant" monster in your GY, except "Super Quantum Red Layer"',
      }),
      operation: [
        specialSummonTarget('either'),
        // "but it cannot activate its effects": for as long as it stays on the field (003 §3.4.4).
        (ctx) => {
          const t = ctx.target();
          if (t >= 0 && ctx.card(t).location === 'mzone') addRestriction(ctx.duel, t, 'cannot-activate-effects', false);
        },
      ],
    },
  ],
});
