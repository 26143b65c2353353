import {
  Reason,
  controlCanSwitch,
  damage,
  defineCard,
  destroy,
  freeMonsterZones,
  inPendulumZone,
  takeControl,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 85101097,
  name: 'Putrid Pudding Body Buddies',
  kind: 'monster',
  categories: ['effect'],
  level: 1,
  attribute: 'WATER',
  type: 'Fiend',
  atk: 300,
  def: 300,
  // 003 §3.5: "cannot be used as a Fusion, Synchro, or Xyz Material for a Summon" is not an effect: it applies even
  // face-down (TC-122) or negated (rules/fusion.ts, synchro.ts, xyz.ts read the printed card).
  cannotBeMaterial: ['fusion', 'synchro', 'xyz'],
  text: 'Cannot be used as a Fusion, Synchro, or Xyz Material for a Summon. While this card is face-up on the field, it cannot be Tributed. During your End Phase: You can target 1 card in your Pendulum Zone; destroy it, and if you do, give control of this card to your opponent. During each of your Standby Phases: Take 300 damage.',
  // 003 §3.3.2: "While this card is face-up on the field, it cannot be Tributed": a continuous effect of the card.
  statics: [{ kind: 'cannot-be-tributed', affects: (_d, self, c) => c.uid === self.uid }],
  effects: [
    {
      label: 'Destroy 1 card in your Pendulum Zone, then give control of this card to your opponent',
      // "During your End Phase: You can target": an optional trigger of the phase (003 §3.6.3), while face-up.
      type: 'trigger',
      event: 'phase-end',
      eventFilter: (ctx) => ctx.duel.turnPlayer === ctx.player && ctx.self.faceUp,
      category: ['destroy', 'control'],
      target: targets({
        side: 'you',
        zone: 'spells',
        filter: inPendulumZone,
        prompt: 'Target 1 card in your Pendulum Zone',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          const gone = destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker);
          // "and if you do": only once that card was destroyed.
          return gone.length > 0;
        },
        (ctx) => {
          // 003 §3.4.4: a permanent control change, to a free Main Monster Zone the opponent chooses.
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          if (freeMonsterZones(ctx.duel, ctx.opponent) === 0 || !controlCanSwitch(ctx.duel, ctx.self.uid)) return false;
          return takeControl(ctx.duel, ctx.self.uid, ctx.opponent, false, ctx.asker);
        },
      ],
    },
    {
      label: 'Take 300 damage',
      // "During each of your Standby Phases: Take 300 damage": a mandatory trigger of the phase (003 §3.6.3).
      type: 'trigger',
      event: 'phase-standby',
      mandatory: true,
      eventFilter: (ctx) => ctx.duel.turnPlayer === ctx.player && ctx.self.faceUp,
      category: ['damage'],
      operation: [(ctx) => void damage(ctx.duel, ctx.player, 300, Reason.EFFECT, ctx.player)],
    },
  ],
});
