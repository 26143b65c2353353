import { addStatChange, defineCard, detachCost, discardCost, lock } from '../dsl/index.ts';

export default defineCard({
  code: 50789693,
  name: 'Armored Kappa',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 2,
  attribute: 'WATER',
  type: 'Psychic',
  atk: 400,
  def: 1000,
  text: '2 Level 2 monsters\nOnce per turn: You can detach 1 Xyz Material from this card; this card gains 1000 ATK or DEF. During either player\'s Battle Step, while an attack involving your monster is occurring: You can discard 1 card; for the rest of this turn, monsters you control cannot be destroyed by battle, also you take no battle damage. You can only use this effect of "Armored Kappa" once per Duel.',
  xyzMaterials: { level: 2, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Detach 1 Xyz Material: this card gains 1000 ATK or DEF',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['atk-change', 'def-change'],
      cost: detachCost(1),
      operation: [
        (ctx) => {
          // ATK or DEF is chosen on resolution (003 §3.4.4), asked before anything changes.
          const stat = ctx.chooseOption(['ATK', 'DEF'], 'Gain 1000 ATK or 1000 DEF?', 'select-option') === 0;
          if (!ctx.selfUnmoved() || !ctx.self.faceUp) return false;
          // 003 §3.4.4: an activated ±: re-applied on top of a later "original ATK becomes X" (TC-95).
          addStatChange(ctx.duel, ctx.self.uid, stat ? 'atk' : 'def', 'add', 1000, false);
          return true;
        },
      ],
    },
    {
      label: 'Discard 1 card: your monsters cannot be destroyed by battle and you take no battle damage this turn',
      // 003 §3.4.2: a Quick Effect, in either player's Battle Step (003 §3.6.3), once per Duel by name (003 §3.5.1).
      type: 'quick',
      oncePerDuel: true,
      condition: (ctx) => {
        const b = ctx.duel.battle;
        if (ctx.duel.battleStep !== 'battle' || b === null || b.timing !== null) return false;
        // "An attack involving your monster": your attacker, or your monster as its target.
        return (
          ctx.card(b.attacker).controller === ctx.player ||
          (b.target >= 0 && ctx.card(b.target).controller === ctx.player)
        );
      },
      cost: discardCost(1),
      operation: [lock('you', 'no-battle-destruction'), lock('you', 'no-battle-damage')],
    },
  ],
});
