import { changeLevel, defineCard, levelOf } from '../dsl/index.ts';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];

export default defineCard({
  code: 26082117,
  name: 'Gagaga Magician',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0x54],
  level: 4,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 1500,
  def: 1000,
  text: 'Once per turn: You can declare a Level from 1 to 8; this card becomes that Level until the End Phase. You can only control 1 "Gagaga Magician". This card cannot be used as a Synchro Material Monster.',
  // 003 §3.5.2: material-restriction text.
  cannotBeMaterial: ['synchro'],
  // 003 §3.3.2 [TN fn22]: "You can only control 1" (rules/only-one.ts).
  onlyControlOne: true,
  effects: [
    {
      label: 'Declare a Level from 1 to 8: this card becomes that Level until the End Phase',
      // "Once per turn: You can declare …; …": a soft once per turn Ignition effect; the Level is declared on
      // activation (before the ";", 003 §3.4.1), not its current one (a change to the same Level is none).
      type: 'ignition',
      oncePerTurn: 'card',
      target: {
        can: () => true,
        choose: (ctx) => {
          const levels = LEVELS.filter((l) => l !== levelOf(ctx.duel, ctx.self));
          ctx.data['level'] = levels[ctx.chooseOption(levels.map(String), 'Declare a Level', 'declare')]!;
        },
      },
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          // 003 §3.4.4: until the End Phase (the change lasts the turn).
          changeLevel(ctx.duel, ctx.self.uid, 'set', ctx.data['level']!, true, ctx.player);
          return true;
        },
      ],
    },
  ],
});
