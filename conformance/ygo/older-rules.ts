/**
 * The older rulebooks (digest 000/002/004 §13 "Worked examples and scenarios as test cases"), each run under the
 * preset of its seed: 000 → 'master-rule-2', 002 → 'pre-2008', 004 → 'ocg-2005'. Ids keep the digest's numbering,
 * prefixed with the seed(s) the item cites.
 */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, olderPending } from './helpers.ts';

export const olderRuleCases: ConformanceCase[] = [
  olderPending(1, '002', 'Dark Hole, Magic Jammer chained, Seven Tools of the Bandit chained → Jammer negated, all monsters destroyed (002 p.38)', NOT_WRITTEN),
  olderPending(2, '000', 'Heavy Storm / Magic Jammer / Seven Tools (000 p.40): same resolution as S-01; the table\'s CL1 "destroy 1" fits Mystical Space Typhoon', NOT_WRITTEN),
  olderPending(3, '000/002', 'Level 5–6 needs 1 Tribute, Level 7+ needs 2, for both Summon and Set', NOT_WRITTEN),
  olderPending(4, '000', 'Synchro: Level 3 + Level 2, one a Tuner, makes a Level 5 Synchro Monster (000 p.9)', 'Synchro Summon and Synchro Monsters (000 p.9; 003 §3.3.2)'),
  olderPending(5, '000/002/004', 'Replay: the opponent\'s monster count changes after the declaration → new target or cancel; a cancelled attacker cannot attack again (004: nor change position)', NOT_WRITTEN),
  olderPending(6, '000/002', 'Battle table: 2000 vs 1500 ATK → 500 to the opponent; 1500 ATK vs 2000 DEF → 500 to the attacker\'s controller; equal ATK → both destroyed', NOT_WRITTEN),
  olderPending(7, '000/002', 'An attacked face-down Flip monster is flipped face-up Defense, its DEF is used, and its Flip effect resolves after damage calculation', NOT_WRITTEN),
  olderPending(8, '000/004', '0 ATK vs 0 ATK: nothing is destroyed', NOT_WRITTEN),
  olderPending(9, '000/002', 'A card that allows 2 attacks overrides the rule', 'cards granting extra attacks per Battle Phase'),
  olderPending(10, '000/002', '"Each player draws 1": the turn player draws first', NOT_WRITTEN),
  olderPending(11, '000/002', 'Simultaneous SS1 triggers: the turn player\'s are Chain Link 1 and up, the opponent\'s above them, so the opponent\'s resolve first', NOT_WRITTEN),
  olderPending(12, '000/002', '"Draw 2" with an "each time you draw" card counts as 1', NOT_WRITTEN),
  olderPending(13, '000/002', '"For 3 of your opponent\'s turns" counts the opponent\'s turns only', NOT_WRITTEN),
  olderPending(14, '000', 'An Xyz Monster leaving the field sends all its materials to the GY; flipped face-down or taken, they stay attached (000 p.45)', 'Xyz Summon and Xyz Materials (000 p.9, p.45)'),
  olderPending(15, '000', 'A Token cannot be Xyz Material; a destroyed Token is removed from the duel (000 p.45)', 'Tokens and Xyz Materials (000 p.45)'),
  olderPending(16, '000/002', 'A new Field Spell destroys the old one, even the opponent\'s (older rules); modern: the opponent\'s is unaffected', NOT_WRITTEN),
  olderPending(17, '000/002', 'With 5 cards in the Spell & Trap Zone no Spell can be activated from the hand, except a Field Spell', NOT_WRITTEN),
  olderPending(18, '000/002', 'Glossary: equipped monster destroyed → Equip destroyed; a negated activation\'s cost stays paid; a taken monster goes to its owner\'s GY; a Tributed monster is not "destroyed"', NOT_WRITTEN),
  olderPending(19, '000/002/004', 'Deck-out: a player loses only when required to draw from an empty Deck (004: draws by effect too)', NOT_WRITTEN),
  olderPending(20, '000/002', 'Simultaneous LP 0: the duel is a draw', NOT_WRITTEN),
  olderPending(21, '000/002', 'Match results: W-W and W-D-D win; W-L-D and D-D-D are draws; the previous duel\'s loser chooses who goes first', 'Matches (best of 3 duels) are not modelled by the duel engine'),
  olderPending(22, '004', 'Victory Dragon after losing 2 duels: too late, the match is lost', 'Matches (best of 3 duels) and match-win cards'),
  olderPending(23, '002', 'Standby Phase with several cards: the turn player\'s chain comes first, then the opponent\'s (002 p.27)', NOT_WRITTEN),
  olderPending(24, '000/002', 'Set-turn restrictions: Set Quick-Play and Traps not the turn they are Set; a Set Normal Spell works that turn, never in the opponent\'s turn', NOT_WRITTEN),
  olderPending(25, '000/002', 'Flip Summon: face-down Defense → face-up Attack only; not the turn it was Set; it uses up the position change', NOT_WRITTEN),
  olderPending(26, '000/002', 'A monster that attacked cannot change position in Main Phase 2', NOT_WRITTEN),
  olderPending(27, '000/002', 'End Phase with 8 cards in hand: the player chooses 2 to discard', NOT_WRITTEN),
  olderPending(28, '000/002', 'Ritual Summon: Tributes from hand and/or field with total Level equal to the required Level', 'Ritual Summon and Ritual Spells (000 p.9; 002 p.9)'),
  olderPending(29, '000/002', 'A Fusion Monster in the GY that was never Fusion Summoned cannot be revived by an effect', NOT_WRITTEN),
  olderPending(30, '000/002', 'Nothing can be chained to a Summon, a Tribute or a cost', NOT_WRITTEN),
  olderPending(31, '000/002', '"Before you end the phase I activate…" is legal: declaring the end passes priority', NOT_WRITTEN),
];
