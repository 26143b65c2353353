import { canSpecialSummon, cardsIn, defineCard, isNamed, shuffleDeck, specialSummon } from '../dsl/index.ts';

/** Helios - The Primordial Sun (not implemented: no Deck can hold it yet, so the Summon is never offered). */
const HELIOS = 54493213;

export default defineCard({
  code: 30241314,
  name: 'Macro Cosmos',
  kind: 'trap',
  trapType: 'continuous',
  text: 'When this card resolves: You can Special Summon 1 "Helios - The Primordial Sun" from your hand or Deck. While this card is face-up on the field, any card sent to the Graveyard is banished instead.',
  effects: [
    {
      label: 'Activate this card (you can Special Summon 1 "Helios - The Primordial Sun" from your hand or Deck)',
      // 003 §3.3.3: a Continuous Trap's activation; "when this card resolves: you can" is part of its resolution.
      type: 'activate',
      category: ['special-summon'],
      operation: [
        (ctx) => {
          const pool = [
            ...cardsIn(ctx.duel, ctx.player, 'you', 'hand', isNamed(HELIOS)),
            ...cardsIn(ctx.duel, ctx.player, 'you', 'deck', isNamed(HELIOS)),
          ].filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));
          if (pool.length === 0 || !ctx.yesNo('Special Summon "Helios - The Primordial Sun"?')) return;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 "Helios - The Primordial Sun"');
          const fromDeck = ctx.card(pick).location === 'deck';
          specialSummon(ctx, pick, { defense: false });
          if (fromDeck) shuffleDeck(ctx.duel, ctx.player);
        },
      ],
    },
  ],
  // 003 §3.4.4: "sent to the GY" becomes "banished" for every card while it is face-up (rules/zones.ts); a "discard to
  // the GY" cost cannot be paid then, a plain "discard" can (003 §3.4.2, TC-61).
  statics: [{ kind: 'banish-instead-of-gy', monstersOnly: false }],
});
