import {
  Reason,
  defineCard,
  inArchetype,
  isCoLinked,
  nameOf,
  targets,
  toDeck,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';
import { KNIGHTMARE, knightmareLinkEffect } from '../archetypes/knightmare.ts';

/**
 * "While any co-linked "Knightmare" monsters are on the field, … draw 1 card for each different card name among those
 * co-linked "Knightmare" monsters" (003 §3.2.1: co-linked with any Link Monster; 003 §3.3.1: current names).
 */
function coLinkedKnightmareNames(duel: DuelState): number {
  const names: number[] = [];
  const field = duel.players[0].mzone.concat(duel.players[1].mzone, duel.emz);
  for (const u of field) {
    if (u < 0) continue;
    const c: CardInstance = duel.cards[u]!;
    if (!c.faceUp || !inArchetype(duel, c, KNIGHTMARE) || !isCoLinked(duel, u)) continue;
    const n = nameOf(duel, c);
    if (!names.includes(n)) names.push(n);
  }
  return names.length;
}

export default defineCard({
  code: 38342335,
  name: 'Knightmare Unicorn',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 3,
  linkArrows: ['left', 'right', 'bottom'],
  attribute: 'DARK',
  type: 'Fiend',
  atk: 2200,
  setcodes: [0x112],
  text: '2+ monsters with different names\r\nIf this card is Link Summoned: You can discard 1 card, then target 1 card on the field; return it to the Deck, then, if this card was co-linked when this effect was activated, you can draw 1 card. You can only use this effect of "Knightmare Unicorn" once per turn. While any co-linked "Knightmare" monsters are on the field, for your normal draw in your Draw Phase, draw 1 card for each different card name among those co-linked "Knightmare" monsters, instead of drawing just 1 card.',
  // 003 §3.3.2: "2+ monsters with different names".
  linkMaterials: { min: 2, differentNames: true },
  effects: [
    knightmareLinkEffect({
      label: 'Discard 1 card: shuffle 1 card on the field into the Deck',
      category: ['to-deck'],
      target: targets({ side: 'both', zone: 'field', prompt: 'Target 1 card on the field' }),
      act: (ctx) => {
        const t = ctx.targets();
        if (t.length === 0) return false;
        toDeck(ctx.duel, t, Reason.EFFECT, ctx.player, 'shuffle');
        return true;
      },
    }),
  ],
  // 003 §3.6.3: the normal draw replaced while co-linked "Knightmare" monsters are on the field.
  normalDraw: (duel) => coLinkedKnightmareNames(duel),
});
