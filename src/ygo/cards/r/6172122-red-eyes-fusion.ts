import {
  addIdentityChange,
  defineCard,
  fusionPossible,
  fusionSummonWith,
  lockSummons,
  noNormalOrSpecialSummonThisTurn,
  spell,
  type FusionSpec,
} from '../dsl/index.ts';
import { findCardDef } from '../registry.ts';

const RED_EYES_B_DRAGON = 74677422;
/** "Red-Eyes" (YGOPro setcode 0x3b). */
const RED_EYES = 0x3b;

/**
 * "A Fusion Monster that lists a 'Red-Eyes' monster as material": one of its named Fusion Materials is a "Red-Eyes"
 * monster (named materials only: a material that is not implemented here cannot be read).
 */
const spec: FusionSpec = {
  from: ['hand', 'deck', 'field'],
  monster: (def) =>
    (def.fusionMaterials ?? []).some(
      (m) => 'code' in m && (findCardDef(m.code)?.setcodes ?? []).some((s) => (s & 0xfff) === RED_EYES),
    ),
};

export default defineCard({
  code: 6172122,
  name: 'Red-Eyes Fusion',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x3b, 0x46],
  text: 'Fusion Summon 1 Fusion Monster that lists a "Red-Eyes" monster as material from your Extra Deck, using monsters from your hand, Deck, or field as Fusion Materials, and if you do, its name becomes "Red-Eyes B. Dragon". You cannot Normal or Special Summon other monsters the turn you activate this card. You can only activate 1 "Red-Eyes Fusion" per turn.',
  effects: [
    spell({
      label: 'Fusion Summon 1 Fusion Monster that lists a "Red-Eyes" monster, from hand, Deck or field',
      category: ['fusion-summon', 'special-summon'],
      // 003 §3.5.1: "You can only activate 1 'Red-Eyes Fusion' per turn".
      oncePerTurn: 'name',
      // 003 §3.4.3: activatable only if such a Fusion Summon is possible now.
      feasible: (ctx) => fusionPossible(ctx.duel, ctx.player, spec),
      // 003 §2.1.4: "You cannot Normal or Special Summon other monsters the turn you activate this card": not after a
      // successful Normal or Special Summon this turn (a Flip Summon or a Set does not stop it), and from the
      // activation on, no Normal or Special Summon but the Fusion Summon this card makes (Setting stays allowed).
      condition: (ctx) => noNormalOrSpecialSummonThisTurn(ctx.duel, ctx.player),
      cost: {
        can: () => true,
        pay: (ctx) => {
          lockSummons(ctx.duel, ctx.player, 'cannot-normal-summon-only');
          lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { exceptBy: ctx.self.uid });
        },
      },
      operation: [
        (ctx) => {
          const fusion = fusionSummonWith(ctx, spec);
          // 003 §3.3.1: "and if you do, its name becomes 'Red-Eyes B. Dragon'" while it stays face-up on the field.
          if (fusion >= 0) addIdentityChange(ctx.duel, fusion, 'name', RED_EYES_B_DRAGON, false);
          return fusion >= 0;
        },
      ],
    }),
  ],
});
