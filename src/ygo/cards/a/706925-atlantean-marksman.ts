import {
  Reason,
  and,
  defineCard,
  destroyTargets,
  levelAtMost,
  notNamed,
  ofArchetype,
  ofType,
  specialSummonFrom,
  targets,
} from '../dsl/index.ts';
import { ATLANTEAN, sentForWaterMonsterEffect } from '../archetypes/atlantean.ts';

const MARKSMAN = 706925;

export default defineCard({
  code: MARKSMAN,
  name: 'Atlantean Marksman',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'WATER',
  type: 'Sea Serpent',
  atk: 1400,
  def: 0,
  setcodes: [ATLANTEAN],
  text: 'When this card inflicts battle damage to your opponent: You can Special Summon 1 Level 4 or lower "Atlantean" Sea Serpent-Type monster from your Deck, except "Atlantean Marksman". When this card is sent to the Graveyard to activate a WATER monster\'s effect: Target 1 Set card your opponent controls; destroy that target.',
  effects: [
    {
      label: 'Special Summon 1 Level 4 or lower "Atlantean" Sea Serpent from your Deck',
      // "When this card inflicts battle damage to your opponent: You can" (003 §3.4.3: an optional trigger).
      type: 'trigger',
      event: 'damage',
      when: true,
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid && (ev.reason & Reason.BATTLE) !== 0 && ev.player === ctx.opponent,
      category: ['special-summon', 'special-summon-from-deck'],
      operation: [
        specialSummonFrom(
          'deck',
          and(ofArchetype(ATLANTEAN), ofType('Sea Serpent'), levelAtMost(4), notNamed(MARKSMAN)),
          'Special Summon 1 Level 4 or lower "Atlantean" Sea Serpent-Type monster from your Deck',
        ),
      ],
    },
    {
      label: 'Destroy 1 Set card your opponent controls',
      // "When …: Target …; destroy": a mandatory trigger on the cost it was sent as (TC-70).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      eventFilter: sentForWaterMonsterEffect,
      category: ['destroy'],
      target: targets({
        side: 'opponent',
        zone: 'field',
        filter: (_d, c) => !c.faceUp,
        prompt: 'Target 1 Set card your opponent controls',
      }),
      operation: [destroyTargets],
    },
  ],
});
