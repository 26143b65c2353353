import type { CardDef } from '../types.ts';
import trickstarLightStage from './35371948-trickstar-light-stage.ts';
import trickstarLycoris from './35199656-trickstar-lycoris.ts';
import thunderKingRaiOh from './71564252-thunder-king-rai-oh.ts';
import twinTwisters from './43898403-twin-twisters.ts';
import trapHole from './4206964-trap-hole.ts';
import torrentialTribute from './53582587-torrential-tribute.ts';
import tribeInfectingVirus from './33184167-tribe-infecting-virus.ts';
import trapStun from './59616123-trap-stun.ts';
import tradeIn from './38120068-trade-in.ts';
import treebornFrog from './12538374-treeborn-frog.ts';
import theFabledCerburrel from './82888408-the-fabled-cerburrel.ts';
import theSixSamuraiZanji from './95519486-the-six-samurai-zanji.ts';
import theSixSamuraiIrou from './27782503-the-six-samurai-irou.ts';
import theTricky from './14778250-the-tricky.ts';

export const cards: CardDef[] = [
  trickstarLightStage,
  trickstarLycoris,
  thunderKingRaiOh,
  twinTwisters,
  trapHole,
  torrentialTribute,
  tribeInfectingVirus,
  trapStun,
  tradeIn,
  treebornFrog,
  theFabledCerburrel,
  theSixSamuraiZanji,
  theSixSamuraiIrou,
  theTricky,
];
