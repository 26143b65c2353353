import {
  Reason,
  defineCard,
  destroy,
  isTrapMonster,
  targets,
  trapMonsterActivation,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';

/** "While you control another Trap Card that is a monster" (003 §3.4.4 "Trap monsters"). */
const anotherTrapMonster = (duel: DuelState, self: CardInstance): boolean =>
  duel.cards.some((c) => c.uid !== self.uid && c.controller === self.controller && isTrapMonster(c));

export default defineCard({
  code: 23626223,
  name: 'Statue of Anguish Pattern',
  kind: 'trap',
  trapType: 'continuous',
  // 003 §3.4.4 "Trap monsters": the statistics it has as a monster.
  categories: ['effect'],
  level: 7,
  attribute: 'EARTH',
  type: 'Rock',
  atk: 0,
  def: 2500,
  text: "Special Summon this card as an Effect Monster (Rock-Type/EARTH/Level 7/ATK 0/DEF 2500). (This card is also still a Trap Card.) If Summoned this way, this card cannot be targeted by an opponent's card effects while you control another Trap Card that is a monster. If a card is Special Summoned from your Spell & Trap Zone to the Monster Zone while this card is a monster: You can target 1 card on the field; destroy it.",
  statics: [
    // "If Summoned this way, this card cannot be targeted by an opponent's card effects while you control another Trap
    // Card that is a monster" (003 §3.4.3): an effect it has as a Trap Monster ('mzone'), which it is only by its own
    // Special Summon (a Trap Card reaches the Monster Zone no other way).
    {
      kind: 'untargetable',
      range: 'mzone',
      opponentOnly: true,
      affects: (duel, self, c) => c.uid === self.uid && anotherTrapMonster(duel, self),
    },
  ],
  effects: [
    trapMonsterActivation('either'),
    {
      label: 'Destroy 1 card on the field',
      // 003 §3.4.4 TC-108: activated as a monster, a monster effect (Skill Drain negates it); "If …: You can".
      type: 'trigger',
      event: 'special-summoned',
      range: ['mzone'],
      eventFilter: (ctx, ev) =>
        ev.uid !== ctx.self.uid && ev.from === 'szone' && ctx.card(ev.uid).controller === ctx.player,
      category: ['destroy'],
      target: targets({ side: 'both', zone: 'field', prompt: 'Target 1 card on the field' }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
