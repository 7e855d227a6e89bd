import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bringToFront,
  claimSingleInstance,
  filesFromCommandLine,
  type InstanceApp,
} from '../../main/shell/singleInstance';

/** Two launches of the program sharing one lock, as the system keeps it. */
function systemLock() {
  // The launch holding the lock: the first to ask.
  const holders: FakeApp[] = [];
  class FakeApp implements InstanceApp {
    quitCalled = false;
    private listener: Parameters<InstanceApp['on']>[1] | null = null;
    constructor(
      readonly argv: string[],
      readonly cwd: string,
    ) {}
    requestSingleInstanceLock(additionalData?: Record<string, unknown>): boolean {
      const holder = holders[0];
      if (!holder) {
        holders.push(this);
        return true;
      }
      holder.listener?.({}, this.argv, this.cwd, additionalData);
      return false;
    }
    on(_event: 'second-instance', listener: Parameters<InstanceApp['on']>[1]) {
      this.listener = listener;
    }
    quit() {
      this.quitCalled = true;
    }
  }
  return FakeApp;
}

describe('one Epic Solo at a time', () => {
  it('the second launch hands its file to the first and quits', () => {
    const FakeApp = systemLock();
    const handed: string[][] = [];
    const first = new FakeApp(['/opt/epic-solo/epic-solo'], '/home/ann');
    expect(claimSingleInstance(first, [], (files) => handed.push(files), { packaged: true })).toBe(
      true,
    );
    const argv = ['/opt/epic-solo/epic-solo', 'Downloads/Evening.epicsave'];
    const second = new FakeApp(argv, '/home/ann');
    const files = filesFromCommandLine(argv, '/home/ann', true);
    expect(
      claimSingleInstance(second, files, () => handed.push(['wrong']), { packaged: true }),
    ).toBe(false);
    expect(second.quitCalled).toBe(true);
    expect(first.quitCalled).toBe(false);
    expect(handed).toEqual([[resolve('/home/ann', 'Downloads/Evening.epicsave')]]);
  });

  it("without the launch's own list, the first reads the second's command line", () => {
    const FakeApp = systemLock();
    const handed: string[][] = [];
    const first = new FakeApp([], '/');
    claimSingleInstance(first, [], (files) => handed.push(files), { packaged: true });
    // An older Electron, or a list that is not ours: the argv is read instead.
    const second = new FakeApp(['/opt/epic-solo/epic-solo', '--flag', 'game.epicsave'], '/tmp');
    second.requestSingleInstanceLock({ files: 'not a list' });
    expect(handed).toEqual([[resolve('/tmp', 'game.epicsave')]]);
  });

  it('the command line: files after the program, without switches, made absolute', () => {
    expect(
      filesFromCommandLine(
        ['C:\\Epic Solo\\Epic Solo.exe', '--allow-file-access-from-files', 'a.epicsave', '/b.ros'],
        '/home/ann',
        true,
      ),
    ).toEqual([resolve('/home/ann', 'a.epicsave'), resolve('/b.ros')]);
    // `electron . file` when run from the sources.
    expect(filesFromCommandLine(['electron', '.', 'a.epicsave'], '/src', false)).toEqual([
      resolve('/src', 'a.epicsave'),
    ]);
    expect(filesFromCommandLine(['electron', '.'], '/src', false)).toEqual([]);
  });

  it('the first window comes to the front, out of the taskbar if it was minimised', () => {
    const calls: string[] = [];
    const window = (minimised: boolean) => ({
      isMinimized: () => minimised,
      restore: () => calls.push('restore'),
      show: () => calls.push('show'),
      focus: () => calls.push('focus'),
    });
    bringToFront(window(true));
    bringToFront(window(false));
    expect(calls).toEqual(['restore', 'show', 'focus', 'show', 'focus']);
  });
});
