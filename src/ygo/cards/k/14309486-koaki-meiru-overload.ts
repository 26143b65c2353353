import {
  Reason,
  defineCard,
  destroy,
  isNamed,
  log,
  negateSummon,
  ofType,
  rememberCards,
  rememberedCards,
  sendToGy,
  tributeSelfCost,
} from '../dsl/index.ts';

const IRON_CORE = 36623431;

export default defineCard({
  code: 14309486,
  name: "Koa'ki Meiru Overload",
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'EARTH',
  type: 'Rock',
  atk: 1900,
  def: 1200,
  setcodes: [0x1d],
  text: 'During each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa\'ki Meiru" from your hand to the Graveyard or reveal 1 Rock-Type monster in your hand. During either player\'s turn, when your opponent would Summon a monster(s): You can Tribute this card; negate the Summon, and if you do, destroy that monster(s).',
  // 003 §3.5: the maintenance is text that is no effect: it is this card's own (a monster that gains this card's
  // effects, Legendary Knight Hermos, does not gain it: TC-123). Applied without a chain in its controller's End
  // Phase. Not asked: it reveals a Rock-Type monster when it can, else sends an Iron Core, else it is destroyed
  // (a phase hook has no question to the player).
  phaseHooks: [
    {
      phase: 'end',
      run: (duel, self) => {
        const p = self.controller;
        if (duel.turnPlayer !== p || self.location !== 'mzone') return;
        const hand = duel.players[p].hand;
        const rock = hand.find((u) => ofType('Rock')(duel, duel.cards[u]!));
        if (rock !== undefined) {
          log(duel, {
            type: 'reveal',
            player: p,
            to: (1 - p) as 0 | 1,
            cards: [rock],
            codes: [duel.cards[rock]!.code],
          });
          return;
        }
        const core = hand.find((u) => isNamed(IRON_CORE)(duel, duel.cards[u]!));
        if (core !== undefined) sendToGy(duel, [core], Reason.COST, p);
        else destroy(duel, [self.uid], Reason.RULE, p);
      },
    },
  ],
  effects: [
    {
      label: "Tribute this card: negate the Summon of your opponent's monster(s) and destroy it",
      // A Quick Effect in the Summon-negation window (003 §3.3.2), of either player's turn.
      type: 'quick',
      category: ['negate-summon', 'destroy'],
      condition: (ctx) => ctx.duel.summoning.some((u) => ctx.card(u).controller !== ctx.player),
      cost: tributeSelfCost,
      target: {
        can: () => true,
        choose: (ctx) =>
          rememberCards(
            ctx,
            ctx.duel.summoning.filter((u) => ctx.card(u).controller !== ctx.player),
          ),
      },
      operation: [
        (ctx) => {
          const list = rememberedCards(ctx).filter((u) => ctx.duel.summoning.includes(u));
          if (list.length === 0) return false;
          negateSummon(ctx.duel, list, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
