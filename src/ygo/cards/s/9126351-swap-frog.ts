import {
  Reason,
  cardsIn,
  defineCard,
  faceUp,
  grantExtraNormalSummon,
  mayGainExtraNormalSummon,
  sendToGy,
  shuffleDeck,
  toHand,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import { isFrog } from '../archetypes/frogs.ts';

const SWAP_FROG = 9126351;

export default defineCard({
  code: SWAP_FROG,
  name: 'Swap Frog',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'WATER',
  type: 'Aqua',
  atk: 1000,
  def: 500,
  setcodes: [0x12],
  text: 'You can Special Summon this card (from your hand) by discarding 1 other WATER monster. When this card is Summoned: You can send 1 Level 2 or lower WATER Aqua monster from your Deck or face-up field to the GY. Once per turn: You can return 1 monster you control to the hand; you can Normal Summon 1 "Frog" monster during your Main Phase this turn, except "Swap Frog", in addition to your Normal Summon/Set. (You can only gain this effect once per turn.)',
  // 003 §3.3.2: an inherent Special Summon from the hand; the discard is part of the procedure.
  summonProcedures: [
    {
      label: 'discard 1 other WATER monster',
      from: ['hand'],
      condition: () => true,
      discard: {
        count: 1,
        label: '1 other WATER monster',
        filter: (_d, _self, c) => cardDef(c.code).kind === 'monster' && cardDef(c.code).attribute === 'WATER',
      },
    },
  ],
  // 003 §3.4.4: a grant gained by its effect (TC-119).
  extraNormalSummon: {
    source: 'granted',
    label: '1 "Frog" monster, except "Swap Frog"',
    monster: (c) => isFrog(c) && c.code !== SWAP_FROG,
  },
  effects: [
    {
      label: 'Send 1 Level 2 or lower WATER Aqua monster from your Deck or face-up field to the GY',
      // "When this card is Summoned: You can": an optional trigger that can miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['to-gy'],
      operation: [
        (ctx) => {
          const ok = (u: number): boolean => {
            const def = cardDef(ctx.card(u).code);
            return def.attribute === 'WATER' && def.type === 'Aqua' && (def.level ?? 0) > 0 && def.level! <= 2;
          };
          const deck = cardsIn(ctx.duel, ctx.player, 'you', 'deck').filter(ok);
          const field = cardsIn(ctx.duel, ctx.player, 'you', 'monsters', faceUp).filter(ok);
          const pool = [...deck, ...field];
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Send 1 Level 2 or lower WATER Aqua monster to the GY');
          const fromDeck = ctx.card(pick).location === 'deck';
          sendToGy(ctx.duel, [pick], Reason.EFFECT, ctx.player, ctx.asker);
          if (fromDeck) shuffleDeck(ctx.duel, ctx.player);
          return true;
        },
      ],
    },
    {
      label: 'Return 1 monster you control to the hand: Normal Summon 1 "Frog" monster in addition this turn',
      type: 'ignition',
      oncePerTurn: 'card',
      // 003 §3.4.4: not once an additional Normal Summon was used this turn, nor with this grant gained.
      condition: (ctx) => mayGainExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code),
      cost: {
        can: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'monsters').length > 0,
        pay: (ctx) => {
          const pick = ctx.chooseOne(
            cardsIn(ctx.duel, ctx.player, 'you', 'monsters'),
            'Return 1 monster you control to the hand (cost)',
          );
          toHand(ctx.duel, [pick], Reason.COST, ctx.player);
        },
      },
      operation: [(ctx) => grantExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code)],
    },
  ],
});
