import {
  activatedFromSet,
  addRestriction,
  cardsIn,
  defineCard,
  faceUp,
  negateSpellTrapColumn,
  onField,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 10045474,
  name: 'Infinite Impermanence',
  kind: 'trap',
  trapType: 'normal',
  text: 'Target 1 face-up monster your opponent controls; negate its effects (until the end of this turn), then, if this card was Set before activation and is on the field at resolution, for the rest of this turn all other Spell/Trap effects in this column are negated. If you control no cards, you can activate this card from your hand.',
  // 003 §3.3.4 "From the hand": "If you control no cards" (monsters, Spells/Traps, the Field Zone).
  activateFromHand: (duel, _self, player) => cardsIn(duel, player, 'you', 'field').length === 0,
  effects: [
    {
      label: 'Negate the effects of 1 face-up monster your opponent controls until the end of the turn',
      type: 'activate',
      category: ['negate'],
      target: {
        ...targets({
          side: 'opponent',
          zone: 'monsters',
          filter: faceUp,
          prompt: '1 face-up monster your opponent controls',
        }),
        // 003 §3.4.3: turned face-down or taken by the activator, it is no longer what the effect negates.
        holds: (ctx, uid) => {
          const c = ctx.card(uid);
          return c.location === 'mzone' && c.faceUp && c.controller === ctx.opponent;
        },
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.4.4: until the end of this turn (sooner if it leaves the field or turns face-down).
          if (t >= 0) addRestriction(ctx.duel, t, 'effects-negated', true);
        },
        // "then, if this card was Set before activation and is on the field at resolution" (003 §3.2.1 TC-15:
        // destroyed in response, it negates no column).
        (ctx) => {
          if (!activatedFromSet(ctx) || !ctx.selfUnmoved() || !onField(ctx.self.location)) return false;
          return negateSpellTrapColumn(ctx);
        },
      ],
    },
  ],
});
