import { describe, expect, it } from 'vitest';
import type { ShellAction } from '../../main/ipc/api';
import { PageChannel } from '../../main/shell/pageChannel';

const page = () => {
  const received: [string, ShellAction][] = [];
  return {
    received,
    send: (channel: string, action: ShellAction) => received.push([channel, action]),
  };
};

describe('shell actions on their way to the page', () => {
  it('wait until the page listens, then arrive in order', () => {
    const channel = new PageChannel();
    channel.send({ kind: 'language', language: 'de' });
    channel.send({ kind: 'open-save', id: 'opened-a-1' });
    const target = page();
    channel.ready(target);
    channel.send({ kind: 'new-battle' });
    expect(target.received).toEqual([
      ['shell:action', { kind: 'language', language: 'de' }],
      ['shell:action', { kind: 'open-save', id: 'opened-a-1' }],
      ['shell:action', { kind: 'new-battle' }],
    ]);
  });

  it('wait again while the page reloads, and are not sent twice', () => {
    const channel = new PageChannel();
    const before = page();
    channel.ready(before);
    channel.detach();
    channel.send({ kind: 'new-battle' });
    expect(before.received).toEqual([]);
    const after = page();
    channel.ready(after);
    channel.ready(after);
    expect(after.received).toEqual([['shell:action', { kind: 'new-battle' }]]);
  });

  it('only actions the page knows are sent: anything else is a bug in main', () => {
    const channel = new PageChannel();
    expect(() => channel.send({ kind: 'open-save', id: '../../etc/passwd' })).toThrow(
      /not a shell action/,
    );
    expect(() => channel.send({ kind: 'reboot' } as never)).toThrow(/not a shell action/);
  });
});
