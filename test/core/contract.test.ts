/** The contract battery on the toy game (the real games run it from their own property tests, in parallel). */
import { contract } from './contract.ts';
import { toyContract } from '../support/toy-game.ts';

contract(toyContract);
