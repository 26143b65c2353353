import { archetype, defineCard, destroyAll, ofArchetype } from '../dsl/index.ts';

/** "D/D/D" (0x10af) is a sub-archetype of "D/D" (0xaf). */
const DDD = 0x10af;
const DD = 0xaf;

export default defineCard({
  code: 8463720,
  name: 'D/D/D Dragonbane King Beowulf',
  kind: 'monster',
  categories: ['effect', 'fusion'],
  level: 8,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 3000,
  def: 2500,
  setcodes: [DDD],
  text: '1 "D/D/D" monster + 1 "D/D" monster\nIf a "D/D" monster you control attacks a Defense Position monster, inflict piercing battle damage to your opponent. Once per turn, during your Standby Phase: You can destroy all cards in the Spell & Trap Zones.',
  fusionMaterials: [
    { label: '1 "D/D/D" monster', filter: archetype(DDD) },
    { label: '1 "D/D" monster', filter: archetype(DD) },
  ],
  statics: [
    {
      kind: 'piercing',
      // 003 §3.3.1: "D/D" by the attacker's current archetypes.
      affects: (duel, self, attacker) => attacker.controller === self.controller && ofArchetype(DD)(duel, attacker),
    },
  ],
  effects: [
    {
      label: 'Destroy all cards in the Spell & Trap Zones',
      // An optional trigger at its controller's Standby Phase (003 §3.6.3).
      type: 'trigger',
      event: 'phase-standby',
      oncePerTurn: 'card',
      eventFilter: (ctx, ev) => ev.player === ctx.player && ctx.duel.turnPlayer === ctx.player,
      category: ['destroy'],
      feasible: (ctx) => ctx.duel.players.some((p) => p.szone.some((u) => u >= 0)),
      // 003 §3.2.1 TC-12: Pendulum Zone cards are cards in the Spell & Trap Zones too; the Field Zone is not one.
      operation: [destroyAll('both', 'spells', (_d, c) => c.location === 'szone')],
    },
  ],
});
