import type { CardDef } from '../types.ts';
import blueEyesWhiteDragon from './89631139-blue-eyes-white-dragon.ts';
import beaverWarrior from './32452818-beaver-warrior.ts';

export const cards: CardDef[] = [blueEyesWhiteDragon, beaverWarrior];
