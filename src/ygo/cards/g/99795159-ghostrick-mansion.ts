import { activateThisCard, defineCard, inArchetype, type CardInstance, type DuelState } from '../dsl/index.ts';

const GHOSTRICK = 0x8d;
const faceDownDefense = (_d: DuelState, _self: CardInstance, c: CardInstance): boolean => !c.faceUp && c.defense;

export default defineCard({
  code: 99795159,
  name: 'Ghostrick Mansion',
  kind: 'spell',
  spellType: 'field',
  setcodes: [GHOSTRICK],
  text: 'Monsters cannot attack face-down Defense Position monsters, but can attack directly if all monsters their opponent controls are face-down Defense Position. All effect damage, and battle damage inflicted by monsters other than "Ghostrick" monsters, is halved.',
  // 003 §3.3.3: a Field Spell is activated (placed face-up) and then applies continuously.
  effects: [activateThisCard()],
  statics: [
    // 003 §3.6.3: face-down Defense Position monsters are not attack targets; a replay when the target becomes one
    // (TC-129).
    { kind: 'cannot-be-attacked', affects: faceDownDefense, directIfAll: true },
    { kind: 'halve-damage', effect: true, battle: (d, _self, source) => !inArchetype(d, source, GHOSTRICK) },
  ],
});
