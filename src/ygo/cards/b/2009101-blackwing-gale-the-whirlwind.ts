import {
  addStatChange,
  atkOf,
  cardsIn,
  defOf,
  defineCard,
  faceUp,
  targets,
  hasName,
  inArchetype,
} from '../dsl/index.ts';

const GALE = 2009101;
const BLACKWING = 0x33;

export default defineCard({
  code: GALE,
  name: 'Blackwing - Gale the Whirlwind',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 3,
  attribute: 'DARK',
  type: 'Winged Beast',
  atk: 1300,
  def: 400,
  setcodes: [0x33],
  text: 'If you control a "Blackwing" monster other than "Blackwing - Gale the Whirlwind", you can Special Summon this card (from your hand). Once per turn: You can target 1 face-up monster your opponent controls; that target\'s ATK and DEF become half its current ATK and DEF.',
  // 003 §3.3.2: an inherent Special Summon (no chain).
  summonProcedures: [
    {
      label: 'Special Summon (you control another "Blackwing" monster)',
      from: ['hand'],
      condition: (duel, _self, player) =>
        cardsIn(
          duel,
          player,
          'you',
          'monsters',
          // 003 §3.3.1: by current name and archetype.
          (d, c) => c.faceUp && !hasName(d, c, GALE) && inArchetype(d, c, BLACKWING),
        ).length > 0,
    },
  ],
  effects: [
    {
      label: 'Halve the ATK and DEF of 1 face-up monster your opponent controls',
      // 003 §3.3.2: an Ignition effect (Spell Speed 1), soft once per turn (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['atk-change', 'def-change'],
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster your opponent controls',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          const c = ctx.card(t);
          // 003 §3.4.4: an activated "becomes X": X is computed now and later changes stack on it (TC-88, TC-97).
          addStatChange(ctx.duel, t, 'atk', 'set', Math.ceil(atkOf(ctx.duel, c) / 2), false);
          addStatChange(ctx.duel, t, 'def', 'set', Math.ceil(defOf(ctx.duel, c) / 2), false);
          return true;
        },
      ],
    },
  ],
});
