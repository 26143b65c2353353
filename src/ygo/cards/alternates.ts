/**
 * Alternate-artwork passcodes of implemented cards (YGOPro `alias`): the same card under another passcode,
 * so decks that list them load (003 §3.1.2: different artwork, same card). Generated once from a cards.cdb.
 */
export const ALTERNATE_ARTWORKS: ReadonlyArray<readonly [alternate: number, original: number]> = [
  [6368039, 6368038], // Gaia The Fierce Knight
  [21844577, 21844576], // Elemental HERO Avian
  [27847700, 24094653], // Polymerization
  [36996508, 46986414], // Dark Magician
  [40640058, 40640057], // Kuriboh
  [40640059, 40640057], // Kuriboh
  [41356846, 41356845], // Acid Trap Hole
  [46986415, 46986414], // Dark Magician
  [46986416, 46986414], // Dark Magician
  [46986417, 46986414], // Dark Magician
  [46986418, 46986414], // Dark Magician
  [46986419, 46986414], // Dark Magician
  [46986421, 46986414], // Dark Magician
  [57728571, 57728570], // Crush Card Virus
  [70095155, 70095154], // Cyber Dragon
  [70781053, 70781052], // Summoned Skull
  [70781054, 70781052], // Summoned Skull
  [70781055, 70781052], // Summoned Skull
  [74677423, 74677422], // Red-Eyes B. Dragon
  [74677424, 74677422], // Red-Eyes B. Dragon
  [74677425, 74677422], // Red-Eyes B. Dragon
  [74677426, 74677422], // Red-Eyes B. Dragon
  [77585514, 77585513], // Jinzo
  [83011278, 83011277], // Mystic Tomato
  [83764719, 83764718], // Monster Reborn
  [89631140, 89631139], // Blue-Eyes White Dragon
  [89631141, 89631139], // Blue-Eyes White Dragon
  [89631142, 89631139], // Blue-Eyes White Dragon
  [89631143, 89631139], // Blue-Eyes White Dragon
  [89631144, 89631139], // Blue-Eyes White Dragon
  [89631145, 89631139], // Blue-Eyes White Dragon
  [89631146, 89631139], // Blue-Eyes White Dragon
  [91152257, 91152256], // Celtic Guardian
  [91152258, 91152256], // Celtic Guardian
];
