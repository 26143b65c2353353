import { contract } from '../core/contract.ts';
import { ygoContract } from './contract.ts';
contract(ygoContract);
