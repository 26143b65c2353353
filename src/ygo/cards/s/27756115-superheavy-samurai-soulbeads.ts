import { equipToSuperheavySamurai } from '../archetypes/superheavy-samurai.ts';
import { Reason, canPlaceMonster, canSpecialSummon, defineCard, sendToGy, specialSummon } from '../dsl/index.ts';

export default defineCard({
  code: 27756115,
  name: 'Superheavy Samurai Soulbeads',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0x109a],
  level: 1,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 0,
  def: 0,
  text: 'You can target 1 "Superheavy Samurai" monster you control; equip this monster from your hand or your side of the field to that target. Each turn, the first time the monster equipped with this card by this effect would be destroyed by a card effect, it is not destroyed. When a Defense Position monster is destroyed by battle and sent to your Graveyard: You can send this card from your hand to the Graveyard; Special Summon that monster in Attack Position.',
  // "Each turn, the first time the monster equipped with this card by this effect would be destroyed by a card
  // effect, it is not destroyed": an effect it applies as an Equip Card (003 §3.4.4 "Monsters as Equip Cards").
  statics: [
    {
      kind: 'indestructible',
      range: 'szone',
      by: 'effect',
      firstTimeEachTurn: true,
      affects: (_d, self, c) => self.equipTarget === c.uid,
    },
  ],
  effects: [
    equipToSuperheavySamurai(false),
    {
      label: 'Send this card from your hand to the GY: Special Summon that monster in Attack Position',
      // "When a Defense Position monster is destroyed by battle and sent to your Graveyard: You can": an optional
      // trigger from the hand that can miss the timing (003 §3.4.3).
      type: 'trigger',
      range: ['hand'],
      event: 'battle-destroyed',
      when: true,
      eventFilter: (ctx, ev) => {
        const c = ctx.card(ev.uid);
        return ev.defense === true && c.location === 'gy' && c.owner === ctx.player && c.stamp === ev.stamp;
      },
      category: ['special-summon', 'leaves-gy'],
      // 003 §3.4.3: the cost, sending this card from the hand.
      cost: {
        can: (ctx) => ctx.self.location === 'hand',
        pay: (ctx) => sendToGy(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player, ctx.asker),
      },
      feasible: (ctx) =>
        !!ctx.event &&
        canPlaceMonster(ctx.duel, ctx.player, false) &&
        canSpecialSummon(ctx.duel, ctx.event.uid, ctx.player),
      operation: [
        (ctx) => {
          const ev = ctx.event;
          // "that monster": still the card in the GY that the event was about.
          if (!ev || ctx.card(ev.uid).location !== 'gy' || ctx.card(ev.uid).stamp !== ev.stamp) return false;
          return specialSummon(ctx, ev.uid, { defense: false });
        },
      ],
    },
  ],
});
