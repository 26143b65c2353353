import { addStatChange, addTargetToHand, archetype, defineCard, targets } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const SPEEDROID = 0x2016;
const isSpeedroid = archetype(SPEEDROID);

export default defineCard({
  code: 42110604,
  name: 'Hi-Speedroid Chanbara',
  kind: 'monster',
  categories: ['effect', 'synchro'],
  level: 5,
  attribute: 'WIND',
  type: 'Machine',
  atk: 2000,
  def: 1000,
  setcodes: [SPEEDROID],
  text: '1 Tuner + 1+ non-Tuner monsters\r\nThis card can make a second attack during each Battle Phase. At the start of the Damage Step, if this card battles: It gains 200 ATK. If this card is sent to the GY: You can target 1 of your banished "Speedroid" cards; add it to your hand. You can only Special Summon "Hi-Speedroid Chanbara(s)" once per turn.',
  synchroMaterials: {},
  // 003 §3.3.2: from the GY only once properly Synchro Summoned.
  mustBeProperlySummoned: true,
  // 003 §2.1.5: counts the successful Special Summons of the turn (a negated one does not, TC-06).
  specialSummonOncePerTurn: true,
  // "This card can make a second attack during each Battle Phase" (003 §3.6.3: one attack per monster otherwise).
  attacksPerBattlePhase: 2,
  effects: [
    {
      label: 'Gain 200 ATK',
      // "At the start of the Damage Step, if this card battles:": a mandatory trigger (003 §3.6.3 DS1).
      type: 'trigger',
      event: 'damage-step-start',
      mandatory: true,
      damageStep: true,
      category: ['atk-change'],
      // The event is raised for each monster in the battle: this card's own.
      eventFilter: (ctx, ev) => {
        const b = ctx.duel.battle;
        return ev.uid === ctx.self.uid && b !== null && (b.attacker === ctx.self.uid || b.target === ctx.self.uid);
      },
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || !ctx.self.faceUp) return false;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', 200, false);
          return true;
        },
      ],
    },
    {
      label: 'Add 1 of your banished "Speedroid" cards to your hand',
      // "If this card is sent to the GY: You can": an optional trigger that does not miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['to-hand'],
      target: targets({
        side: 'you',
        zone: 'banished',
        filter: (_d, c) => c.faceUp && isSpeedroid(cardDef(c.code)),
        prompt: 'Target 1 of your banished "Speedroid" cards',
      }),
      operation: [addTargetToHand],
    },
  ],
});
