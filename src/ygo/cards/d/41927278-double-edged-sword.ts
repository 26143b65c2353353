import { Reason, defineCard, equipSpell, sendToGy, type CardInstance, type DuelState } from '../dsl/index.ts';

const equipped = (_d: DuelState, self: CardInstance, c: CardInstance): boolean => self.equipTarget === c.uid;

export default defineCard({
  code: 41927278,
  name: 'Double-Edged Sword',
  kind: 'spell',
  spellType: 'equip',
  text: 'You can only control 1 "Double-Edged Sword". The equipped monster gains 2000 ATK, also both players take any battle damage from attacks involving the equipped monster. If you take 2000 or more battle damage: Send this card to the GY.',
  // 003 §3.3.2 [TN fn22]: "You can only control 1" (rules/only-one.ts).
  onlyControlOne: true,
  // 003 §3.3.3 Equip Spells: continuous while equipped.
  statics: [
    { kind: 'atk', mode: 'add', affects: equipped, value: () => 2000 },
    // 003 §3.6.3: the battle damage of its battles is dealt to both players at once.
    { kind: 'battle-damage-both', affects: equipped },
  ],
  effects: [
    // 003 §3.3.3: activated by targeting a face-up monster; equipped on resolution.
    equipSpell(),
    {
      label: 'Send this card to the GY',
      // "If you take 2000 or more battle damage: Send this card to the GY": a mandatory trigger (003 §3.4.3).
      type: 'trigger',
      event: 'damage',
      range: ['szone'],
      mandatory: true,
      damageStep: true,
      eventFilter: (ctx, ev) =>
        ev.player === ctx.player && (ev.reason & Reason.BATTLE) !== 0 && (ev.amount ?? 0) >= 2000,
      category: ['to-gy'],
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved()) return false;
          sendToGy(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
