/** 003 §3.3.2: Summons (TC-25 … TC-50). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, tcPending } from './helpers.ts';

const SYNCHRO = 'Synchro Summon and Synchro Monsters (003 §3.3.2)';
const XYZ = 'Xyz Summon, Xyz Monsters and Xyz Materials (003 §3.3.2)';
const PENDULUM = 'Pendulum Summon, Pendulum Zones and Pendulum Monsters (003 §3.3.2)';
const RITUAL = 'Ritual Summon and Ritual Spells (003 §3.3.2)';
const TOKENS = 'Tokens (003 §3.3.2)';

export const summonCases: ConformanceCase[] = [
  tcPending(25, 'Under Light of Intervention a face-up Defense Normal Summon is a Summon, not a Set (003 §3.3.2)', 'face-up Defense Position Normal Summons (Light of Intervention, 003 §3.3.2)'),
  tcPending(26, 'Under Dark Simorgh you cannot Set a monster; with Light of Intervention too, a face-up Defense Normal Summon is allowed (003 §3.3.2)', '"cannot Set" effects and face-up Defense Position Normal Summons (003 §3.3.2)'),
  tcPending(27, "Gusto Falco used as Synchro Material → its \"when sent to the GY: you can\" misses the timing (003 §3.3.2)", SYNCHRO),
  tcPending(28, 'Archfiend of Gilfer discarded for The Tricky\'s inherent Special Summon → its "when sent to the GY: you can" misses the timing (003 §3.3.2)', NOT_WRITTEN),
  tcPending(29, 'A Wild Monster Appears! Special Summons Infernoid Onuncu from the hand, ignoring its Summoning conditions (003 §3.3.2)', NOT_WRITTEN),
  tcPending(30, 'A properly Summoned Cyber Dragon turned face-down by Book of Moon, its Flip Summon negated → it can no longer be revived (003 §3.3.2)', NOT_WRITTEN),
  tcPending(31, 'Nekroz Mirror Ritual Summons Nekroz of Clausolas inside its resolution → Grand Horn of Heaven cannot be used (003 §3.3.2)', RITUAL),
  tcPending(32, 'Prediction Ritual (Level 9 or more) for Prediction Princess Tarotrei: Lv9 + Lv2 illegal, Lv6 + Lv5 legal (003 §3.3.2)', RITUAL),
  tcPending(33, 'Secrets of Dark Magic for Blue-Eyes Chaos MAX Dragon: which Tribute sets are legal (003 §3.3.2)', RITUAL),
  tcPending(34, 'Elemental HERO Bubbleman revived and destroyed again → De-Fusion cannot Special Summon it (003 §3.3.2)', 'Fusion Material status tracking (De-Fusion, 003 §3.3.2)'),
  tcPending(35, 'Summoner of Illusions Special Summons D/D/D Super Doom King Purple Armageddon → never properly Summoned, never Pendulum Summoned (003 §3.3.2)', PENDULUM),
  tcPending(36, 'Synchro Change Special Summons Nirvana High Paladin → it can never be Pendulum Summoned (003 §3.3.2)', PENDULUM),
  tcPending(37, 'Junk Synchron revived and destroyed → De-Synchro fails (003 §3.3.2)', SYNCHRO),
  tcPending(38, 'Junk Warrior destroyed and revived → De-Synchro cannot Special Summon Junk Synchron (003 §3.3.2)', SYNCHRO),
  tcPending(39, 'Plaguespreader Zombie detached as Xyz Material → its "banish if it leaves the field" does not apply (003 §3.3.2)', XYZ),
  tcPending(40, 'Thunder King Rai-Oh ("negate 1 monster\'s Special Summon") works only if exactly 1 monster is Pendulum Summoned (003 §3.3.2)', PENDULUM),
  tcPending(41, 'Steelswarm Roach against a Pendulum Summon of Levels 4, 6 and 7 → only the 6 and the 7 are negated (003 §3.3.2)', PENDULUM),
  tcPending(42, 'Decode Talker (Link-3, 2+ Effect Monsters): which material sets are legal (003 §3.3.2)', 'Link Summon and Link Monsters (003 §3.3.2)'),
  tcPending(43, 'Raidraptor - Avenge Vulture Special Summons itself by its effect → Solemn Judgment cannot negate that Summon (003 §3.3.2)', NOT_WRITTEN),
  tcPending(44, 'Orea, the Sylvan High Arbiter cannot send a face-down Plant; Pollinosis can Tribute one (003 §3.3.2)', SYNCHRO),
  tcPending(45, 'Dragon\'s Rebirth ("target 1 face-up Dragon") cannot target a face-down Decoy Dragon (003 §3.3.2)', NOT_WRITTEN),
  tcPending(46, "Asmo Token's indestructibility is part of Darklord Asmodeus's resolution (003 §3.3.2)", TOKENS),
  tcPending(47, 'Sonata the Melodious Diva is already at 1700 ATK on Summon → Bottomless Trap Hole ("1500 or more ATK") may respond (003 §3.3.2)', NOT_WRITTEN),
  tcPending(48, 'Nekroz of Unicore and Masked HERO Dark Law: Unicore destroyed → Dark Law applies → banished; both destroyed by Dark Hole → both to the GY (003 §3.3.2)', `${RITUAL}; "sent to the opponent's GY is banished instead" for a monster leaving with its negating source`),
  tcPending(49, 'Mecha Phantom Beast O-Lion discarded for Monster Reincarnation and returned to the hand by it → no trigger (003 §3.3.2)', TOKENS),
  tcPending(50, 'Two Gorz the Emissary of Darkness in hand → only 1 may be activated (003 §3.3.2)', TOKENS),
];
