import { ATTRIBUTES, addRestriction, defineCard, faceUp, spell, targets } from '../dsl/index.ts';

const pickTarget = targets({
  side: 'you',
  zone: 'monsters',
  filter: faceUp,
  prompt: 'Target 1 face-up monster you control',
});

export default defineCard({
  code: 48422921,
  name: 'Super Rush Headlong',
  kind: 'spell',
  spellType: 'quick-play',
  text: "Target 1 face-up monster you control and declare 1 Attribute; if that target battles an opponent's monster with that Attribute this turn, destroy that opponent's monster at the start of the Damage Step.",
  effects: [
    spell({
      label: "Destroy the target's opponent with the declared Attribute at the start of the Damage Step",
      category: ['destroy'],
      // 003 §3.4.3: the target and the declaration are both made on activation.
      target: {
        can: pickTarget.can,
        choose: (ctx) => {
          if (pickTarget.choose(ctx) === false) return false;
          ctx.data['attribute'] = ctx.chooseOption([...ATTRIBUTES], 'Declare 1 Attribute');
          return true;
        },
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.6.3 DS1: applied at the start of the Damage Step with no chain, this turn only (rules/battle.ts).
          addRestriction(ctx.duel, t, 'destroy-battle-partner', true, ctx.data['attribute'] ?? 0);
          return true;
        },
      ],
    }),
  ],
});
