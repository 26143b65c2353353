import { Reason, defineCard, destroy, pointedMonsters } from '../dsl/index.ts';
import { isWorldChalice, worldChaliceFloater } from '../archetypes/world-chalice.ts';

export default defineCard({
  code: 31226177,
  name: 'Imduk the World Chalice Dragon',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['top'],
  attribute: 'WIND',
  type: 'Dragon',
  atk: 800,
  setcodes: [0xfd],
  text: '1 Normal Monster, except a Token\r\nDuring your Main Phase, you can Normal Summon 1 "World Chalice" monster in addition to your Normal Summon/Set. (You can only gain this effect once per turn.) At the start of the Damage Step, if this card battles an opponent\'s monster this card points to: You can destroy that opponent\'s monster. If this card is sent from the field to the GY: You can Special Summon 1 "World Chalice" monster from your hand.',
  // 003 §3.3.2: one Normal Monster, not a Token.
  linkMaterials: {
    min: 1,
    max: 1,
    filter: {
      label: 'Normal Monster, except a Token',
      filter: (s) => !!s.categories?.includes('normal') && !s.categories.includes('token'),
    },
  },
  mustBeProperlySummoned: true,
  // 003 §3.4.4: a grant that applies while this card is face-up on the field (TC-118: once used, no other grant).
  extraNormalSummon: { source: 'field', label: '1 "World Chalice" monster', monster: isWorldChalice },
  effects: [
    {
      label: "Destroy the opponent's monster this card points to",
      // "At the start of the Damage Step, if …: You can": an optional trigger (003 §3.6.3 DS1).
      type: 'trigger',
      event: 'damage-step-start',
      damageStep: true,
      category: ['destroy'],
      // The event is raised for each monster in the battle: this card's own.
      eventFilter: (ctx, ev) => {
        const b = ctx.duel.battle;
        if (ev.uid !== ctx.self.uid || !b || b.target < 0) return false;
        const other = b.attacker === ctx.self.uid ? b.target : b.target === ctx.self.uid ? b.attacker : -1;
        return (
          other >= 0 &&
          ctx.card(other).controller !== ctx.player &&
          pointedMonsters(ctx.duel, ctx.self.uid).includes(other)
        );
      },
      operation: [
        (ctx) => {
          const b = ctx.duel.battle;
          if (!b || b.target < 0) return false;
          const other = b.attacker === ctx.self.uid ? b.target : b.attacker;
          const c = ctx.card(other);
          if (c.location !== 'mzone' || c.controller === ctx.player) return false;
          destroy(ctx.duel, [other], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
    worldChaliceFloater(),
  ],
});
