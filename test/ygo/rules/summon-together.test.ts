/**
 * 003 §3.4.4 (issue 11 item 12): one effect that Special Summons several monsters does so at once, as one
 * action: Bottomless Trap Hole answering it destroys and banishes all of them, not only the last one.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('several monsters Special Summoned by one effect are one event (003 §3.4.4)', () => {
  it('Puppet Master revives two Fiends; Bottomless Trap Hole destroys and banishes both', () => {
    const s = scenario()
      .hand(0, C.PUPPET_MASTER)
      .monster(0, C.CELTIC_GUARDIAN)
      .gy(0, C.SUMMONED_SKULL, C.ARCHFIEND_OF_GILFER)
      .spellTrap(1, C.BOTTOMLESS_TRAP_HOLE)
      .start();
    s.choose('Normal Summon Puppet Master');
    s.choose('Celtic Guardian'); // the Tribute
    s.passUntil((x) => x.has(/Puppet Master .*: Pay 2000 LP/));
    s.choose(/Puppet Master .*: Pay 2000 LP/);
    s.passUntil((x) => x.has('Activate Bottomless Trap Hole'));
    expect(s.codes(0, 'mzone').sort()).toEqual([C.ARCHFIEND_OF_GILFER, C.PUPPET_MASTER, C.SUMMONED_SKULL].sort());
    s.choose('Activate Bottomless Trap Hole');
    s.resolveChain();
    expect(s.codes(0, 'banished').sort()).toEqual([C.ARCHFIEND_OF_GILFER, C.SUMMONED_SKULL].sort());
    expect(s.codes(0, 'mzone')).toEqual([C.PUPPET_MASTER]);
  });
});
