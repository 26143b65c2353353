import {
  Reason,
  defineCard,
  equipSpell,
  thisSentFromFieldToGy,
  toDeck,
  tributeCost,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';

const equipped = (_d: DuelState, self: CardInstance, c: CardInstance): boolean => self.equipTarget === c.uid;

export default defineCard({
  code: 40619825,
  name: 'Axe of Despair',
  kind: 'spell',
  spellType: 'equip',
  setcodes: [0x45],
  text: '(This card is always treated as an "Archfiend" card.)\nThe equipped monster gains 1000 ATK. When this card is sent from the field to the Graveyard: You can Tribute 1 monster; place this card on the top of your Deck.',
  // 003 §3.3.3 Equip Spells: continuous while equipped.
  statics: [{ kind: 'atk', mode: 'add', affects: equipped, value: () => 1000 }],
  effects: [
    // 003 §3.3.3: activated by targeting a face-up monster; equipped on resolution.
    equipSpell(),
    {
      label: 'Tribute 1 monster; place this card on the top of your Deck',
      // 003 §3.4.3: "When … you can" is an optional trigger that can miss the timing.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      when: true,
      eventFilter: thisSentFromFieldToGy,
      category: ['to-deck'],
      // 003 §3.4.2: Tributing is the cost, paid on activation.
      cost: tributeCost(),
      operation: [
        (ctx) => {
          // 003 §3.4.4: a card that left the GY meanwhile is a new card and is not returned.
          if (!ctx.selfUnmoved()) return false;
          toDeck(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player, 'top');
          return true;
        },
      ],
    },
  ],
});
