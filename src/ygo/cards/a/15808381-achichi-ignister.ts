import { Reason, banish, cardsIn, defineCard, destroy, ofType, searchDeck, type CardFilter } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const ACHICHI = 15808381;
const IGNISTER = 0x135;

const lowIgnister: CardFilter = (_d, c) => {
  const def = cardDef(c.code);
  return (
    def.kind === 'monster' && c.code !== ACHICHI && (def.level ?? 99) <= 4 && (def.setcodes ?? []).includes(IGNISTER)
  );
};

export default defineCard({
  code: ACHICHI,
  name: 'Achichi @Ignister',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'FIRE',
  type: 'Cyberse',
  atk: 800,
  def: 800,
  setcodes: [0x135],
  text: 'If this card is Normal or Special Summoned: You can add 1 Level 4 or lower "@Ignister" monster from your Deck to your hand, except "Achichi @Ignister". At the start of the Damage Step, when your Cyberse monster battles: You can banish this card from your GY; destroy that monster you control. You can only use each effect of "Achichi @Ignister" once per turn.',
  effects: [
    {
      label: 'Add 1 Level 4 or lower "@Ignister" monster from your Deck to your hand',
      // "If …: You can": optional, does not miss the timing; 003 §2.1.2 TC-02: not if it left the field before it could activate.
      type: 'trigger',
      event: 'summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon !== 'flip',
      oncePerTurn: 'name',
      category: ['search', 'to-hand'],
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', lowIgnister).length > 0,
      operation: [searchDeck(lowIgnister, 'Add 1 Level 4 or lower "@Ignister" monster from your Deck to your hand')],
    },
    {
      label: 'Banish this card from your GY: destroy your battling Cyberse monster',
      type: 'quick',
      range: ['gy'],
      oncePerTurn: 'name',
      // 003 §3.6.3 DS1: an effect of the start of the Damage Step.
      damageStep: true,
      category: ['destroy'],
      condition: (ctx) => {
        const b = ctx.duel.battle;
        if (!b || b.timing !== 'start' || b.target < 0) return false;
        const mine = [b.attacker, b.target]
          .map((u) => ctx.card(u))
          .find((c) => c.controller === ctx.player && c.location === 'mzone');
        return mine !== undefined && mine.faceUp && ofType('Cyberse')(ctx.duel, mine);
      },
      cost: {
        can: (ctx) => ctx.self.location === 'gy',
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      operation: [
        (ctx) => {
          const b = ctx.duel.battle;
          if (!b) return false;
          const mine = [b.attacker, b.target].filter(
            (u) => u >= 0 && ctx.card(u).controller === ctx.player && ctx.card(u).location === 'mzone',
          );
          if (mine.length) destroy(ctx.duel, mine, Reason.EFFECT, ctx.player, ctx.asker);
          return mine.length > 0;
        },
      ],
    },
  ],
});
