import {
  Reason,
  canSpecialSummon,
  defineCard,
  destroyTargets,
  hasName,
  inArchetype,
  log,
  specialSummon,
  targets,
  atRandom,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const GRAPHA = 34230233;
const DARK_WORLD = 0x6;

export default defineCard({
  code: GRAPHA,
  name: 'Grapha, Dragon Lord of Dark World',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 2700,
  def: 1800,
  setcodes: [DARK_WORLD],
  text: 'You can Special Summon this card (from your Graveyard) by returning 1 "Dark World" monster you control to the hand, except "Grapha, Dragon Lord of Dark World". If this card is discarded to the Graveyard by a card effect: Target 1 card your opponent controls; destroy that target, then, if this card was discarded from your hand to your Graveyard by an opponent\'s card effect, look at 1 random card in your opponent\'s hand, then, if it was a monster, you can Special Summon it to your side of the field.',
  // 003 §3.3.2: an inherent Special Summon from the GY (no chain), returning a face-up "Dark World" monster as part
  // of the procedure.
  summonProcedures: [
    {
      label: 'Special Summon from your GY by returning 1 "Dark World" monster you control to the hand',
      from: ['gy'],
      condition: () => true,
      move: {
        count: 1,
        label: '1 "Dark World" monster you control',
        from: ['mzone'],
        to: 'hand',
        filter: (duel, _self, c) => c.faceUp && inArchetype(duel, c, DARK_WORLD) && !hasName(duel, c, GRAPHA),
      },
    },
  ],
  effects: [
    {
      label: 'Destroy 1 card your opponent controls',
      // "If …: Target": a mandatory trigger. 003 §3.6.3 TC-135: the hand-limit discard is not "by a card effect".
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ev.from === 'hand' &&
        (ev.reason & Reason.DISCARD) !== 0 &&
        (ev.reason & Reason.EFFECT) !== 0,
      category: ['destroy'],
      target: targets({ side: 'opponent', zone: 'field', prompt: 'Target 1 card your opponent controls' }),
      operation: [
        (ctx) => {
          if (ctx.target() < 0) return false;
          destroyTargets(ctx);
          // "then, if this card was discarded … by an opponent's card effect".
          return ctx.self.reasonPlayer === ctx.opponent;
        },
        (ctx) => {
          const hand = ctx.duel.players[ctx.opponent].hand;
          if (hand.length === 0) return false;
          // 003 §3.4.4: a random card (the engine's seeded generator); looked at, it is revealed to this player.
          const seen = hand[atRandom(ctx.duel, hand.length)]!;
          ctx.data['seen'] = seen;
          log(ctx.duel, {
            type: 'reveal',
            player: ctx.opponent,
            to: ctx.player,
            cards: [seen],
            codes: [ctx.card(seen).code],
          });
          return cardDef(ctx.card(seen).code).kind === 'monster';
        },
        (ctx) => {
          const seen = ctx.data['seen']!;
          if (ctx.card(seen).location !== 'hand' || !canSpecialSummon(ctx.duel, seen, ctx.player)) return false;
          if (!ctx.yesNo('Special Summon the monster you looked at?')) return false;
          return specialSummon(ctx, seen, { defense: false });
        },
      ],
    },
  ],
});
