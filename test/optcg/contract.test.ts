import { contract } from '../core/contract.ts';
import { optcgContract } from './contract.ts';
contract(optcgContract);
