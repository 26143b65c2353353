import {
  Reason,
  and,
  canSpecialSummon,
  cardsIn,
  declareCardType,
  defineCard,
  freePointedZones,
  isDeclaredCardType,
  isMonster,
  ofArchetype,
  revealTopOfDeck,
  shuffleDeck,
  specialSummon,
  toHand,
  type EffectContext,
} from '../dsl/index.ts';

const SPYRAL = 0xee;
const SPYRAL_SUPER_AGENT = 41091257;
const spyralMonster = and(isMonster, ofArchetype(SPYRAL));

/** The "SPYRAL" monsters it may take: from the Deck or the GY. */
const spyrals = (ctx: EffectContext): number[] => [
  ...cardsIn(ctx.duel, ctx.player, 'you', 'deck', spyralMonster),
  ...cardsIn(ctx.duel, ctx.player, 'you', 'gy', spyralMonster),
];

export default defineCard({
  code: 1322368,
  name: 'SPYRAL Double Helix',
  kind: 'monster',
  categories: ['effect', 'link'],
  setcodes: [SPYRAL],
  linkRating: 2,
  linkArrows: ['left', 'bottom'],
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 1900,
  text: '2 "SPYRAL" monsters\r\nThis card\'s name becomes "SPYRAL Super Agent" while on the field or in the GY. You can declare 1 card type (Monster, Spell, or Trap); reveal the top card of your opponent\'s Deck, and if you do, and its type matches the declared type, take 1 "SPYRAL" monster from your Deck or GY, and either add it to your hand or Special Summon it to your zone this card points to. You can only use this effect of "SPYRAL Double Helix" once per turn.',
  // 003 §3.3.2: two "SPYRAL" monsters.
  linkMaterials: {
    min: 2,
    max: 2,
    filter: { label: '"SPYRAL" monster', filter: (s) => (s.setcodes ?? []).some((x) => (x & 0xfff) === SPYRAL) },
  },
  // 003 §3.3.1: its name is "SPYRAL Super Agent" on the field and in the GY; 003 §3.4.4 TC-121: negating its effects
  // does not give it back its own name.
  nameBecomes: { code: SPYRAL_SUPER_AGENT, name: 'SPYRAL Super Agent', in: ['mzone', 'gy'] },
  effects: [
    {
      label:
        'Declare 1 card type: reveal the top card of your opponent\'s Deck; if it matches, take 1 "SPYRAL" monster',
      // 003 §3.4.2: an Ignition Effect; once per turn by name (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'name',
      category: ['search', 'to-hand', 'special-summon', 'special-summon-from-deck', 'leaves-gy'],
      // 003 §3.4.3: the declaration comes before the ";": it is made on activation (no target is chosen).
      target: {
        can: (ctx) => ctx.duel.players[ctx.opponent].deck.length > 0,
        choose: declareCardType(),
      },
      operation: [
        (ctx) => {
          const top = revealTopOfDeck(ctx, ctx.opponent);
          // "and if you do, and its type matches the declared type": otherwise nothing more.
          return top >= 0 && isDeclaredCardType(ctx, top);
        },
        (ctx) => {
          const pool = spyrals(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Take 1 "SPYRAL" monster from your Deck or GY');
          // "your zone this card points to": only while it is face-up on the field pointing to a free zone of yours.
          const zones = ctx.selfUnmoved() ? freePointedZones(ctx.duel, ctx.self.uid, ctx.player) : [];
          const summonable = zones.length > 0 && canSpecialSummon(ctx.duel, pick, ctx.player);
          const fromDeck = ctx.card(pick).location === 'deck';
          const summon =
            summonable &&
            ctx.chooseOption(
              ['Add it to your hand', 'Special Summon it to your zone this card points to'],
              'Add it to your hand or Special Summon it?',
              'select-option',
            ) === 1;
          if (summon) {
            const defense =
              ctx.chooseOption(
                ['Attack Position', 'Defense Position'],
                'Summon in which position?',
                'select-option',
              ) === 1;
            specialSummon(ctx, pick, { defense, only: zones });
          } else toHand(ctx.duel, [pick], Reason.EFFECT, ctx.player);
          if (fromDeck) shuffleDeck(ctx.duel, ctx.player);
          return true;
        },
      ],
    },
  ],
});
