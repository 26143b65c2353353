import { addStatChange, cardsIn, currentAtk, defineCard, faceUp, and, levelAtMost } from '../dsl/index.ts';

export default defineCard({
  code: 60800381,
  name: 'Junk Warrior',
  kind: 'monster',
  categories: ['effect', 'synchro'],
  level: 5,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 2300,
  def: 1300,
  setcodes: [0x66, 0x43],
  text: '"Junk Synchron" + 1 or more non-Tuner monsters\nIf this card is Synchro Summoned: It gains ATK equal to the total ATK of all Level 2 or lower monsters you currently control.',
  // 003 §3.3.2: the Tuner must be "Junk Synchron".
  synchroMaterials: { tuner: { label: '"Junk Synchron"', filter: (s) => s.code === 63977008 || s.alias === 63977008 } },
  // 003 §3.3.2: from the GY only once properly Synchro Summoned.
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Gain the ATK of your Level 2 or lower monsters',
      // "If … :" without "you can": a mandatory trigger effect (003 §3.4.3).
      type: 'trigger',
      event: 'special-summoned',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'synchro',
      category: ['atk-change'],
      operation: [
        (ctx) => {
          // "currently control": counted on resolution, face-up monsters (a face-down one's ATK is not known).
          if (!ctx.selfUnmoved() || !ctx.self.faceUp) return false;
          const small = cardsIn(ctx.duel, ctx.player, 'you', 'monsters', and(faceUp, levelAtMost(2)));
          const total = small.reduce((sum, u) => sum + Math.max(0, currentAtk(ctx.duel, ctx.card(u))), 0);
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', total, false);
          return true;
        },
      ],
    },
  ],
});
