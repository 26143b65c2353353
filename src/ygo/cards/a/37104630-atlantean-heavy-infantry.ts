import { Reason, defineCard, destroyTargets, faceUp, targets } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 37104630,
  name: 'Atlantean Heavy Infantry',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'WATER',
  type: 'Sea Serpent',
  atk: 0,
  def: 1600,
  setcodes: [0x77],
  text: "During your Main Phase, you can Normal Summon 1 Level 4 or lower Sea Serpent-Type monster in addition to your Normal Summon/Set. (You can only gain this effect once per turn.) When this card is sent to the Graveyard to activate a WATER monster's effect: Target 1 face-up card your opponent controls; destroy that target.",
  // 003 §3.4.4: a grant that applies while this card is face-up on the field (only one additional Normal Summon per
  // turn, however many apply: TC-117).
  extraNormalSummon: {
    source: 'field',
    label: '1 Level 4 or lower Sea Serpent monster',
    monster: (c) => c.type === 'Sea Serpent' && (c.level ?? 0) > 0 && c.level! <= 4,
  },
  effects: [
    {
      label: 'Destroy 1 face-up card your opponent controls',
      // "When …:" without "you can": a mandatory trigger (003 §3.4.3).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      // Sent as the cost of a WATER monster's effect: the activation paying it is the last chain link (003 §3.4.1).
      eventFilter: (ctx, ev) => {
        if (ev.uid !== ctx.self.uid || ev.stamp !== ctx.self.stamp || (ev.reason & Reason.COST) === 0) return false;
        const l = ctx.duel.chain[ctx.duel.chain.length - 1];
        const def = l ? cardDef(l.code) : null;
        return def !== null && def.kind === 'monster' && def.attribute === 'WATER';
      },
      category: ['destroy'],
      target: targets({
        side: 'opponent',
        zone: 'field',
        filter: faceUp,
        prompt: 'Target 1 face-up card your opponent controls',
      }),
      operation: [destroyTargets],
    },
  ],
});
