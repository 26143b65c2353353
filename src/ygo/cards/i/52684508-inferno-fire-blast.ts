import {
  attackedThisTurnWith,
  defineCard,
  faceUp,
  hasName,
  inflictDamage,
  lockPlayer,
  printedAtk,
  spell,
  targets,
} from '../dsl/index.ts';

const RED_EYES_B_DRAGON = 74677422;

export default defineCard({
  code: 52684508,
  name: 'Inferno Fire Blast',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target 1 "Red-Eyes B. Dragon" in your Monster Zone; inflict damage to your opponent equal to its original ATK. "Red-Eyes B. Dragon" cannot attack the turn you activate this card.',
  effects: [
    spell({
      label: 'Target 1 "Red-Eyes B. Dragon" you control: inflict damage equal to its original ATK',
      category: ['damage'],
      // 003 §3.3.1: by current name: a monster whose name became "Red-Eyes B. Dragon" (Red-Eyes Fusion) qualifies
      // (TC-14), wherever it is in your Monster Zone (an Extra Monster Zone too).
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: (d, c) => faceUp(d, c) && hasName(d, c, RED_EYES_B_DRAGON),
        prompt: 'Target 1 "Red-Eyes B. Dragon" in your Monster Zone',
      }),
      // '"Red-Eyes B. Dragon" cannot attack the turn you activate this card': not after a "Red-Eyes B. Dragon" of
      // yours declared an attack this turn (003 §3.6.3), and from the activation on (a cost-like restriction).
      condition: (ctx) => !attackedThisTurnWith(ctx.duel, ctx.player, RED_EYES_B_DRAGON),
      cost: {
        can: () => true,
        pay: (ctx) => lockPlayer(ctx.duel, ctx.player, 'cannot-attack-name', RED_EYES_B_DRAGON),
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // "Original ATK": the printed value (a name change does not change it).
          inflictDamage(printedAtk(ctx.card(t)))(ctx);
          return true;
        },
      ],
    }),
  ],
});
