import type { ShellAction } from '../ipc/api';
import { SHELL_CHANNELS } from '../ipc/channels';
import { shellActionSchema } from '../ipc/schemas';

/** The part of webContents the channel sends through (tests pass their own). */
export interface PageTarget {
  send(channel: string, action: ShellAction): void;
}

/** More than this many actions waiting means the page will not listen: the oldest are dropped. */
const MAX_WAITING = 20;

/**
 * The shell's actions on their way to the page. A file double-clicked to start Epic Solo arrives
 * before the page exists, so actions wait until the page says it listens (`shell:ready`), then
 * go in order; a reload or a closed window makes them wait again.
 */
export class PageChannel {
  private waiting: ShellAction[] = [];
  private target: PageTarget | null = null;

  send(action: ShellAction): void {
    // Every action is made by main's own code: one that fails the schema is a bug, not input.
    const checked = shellActionSchema.safeParse(action);
    if (!checked.success) throw new Error(`not a shell action: ${JSON.stringify(action)}`);
    if (this.target) {
      this.target.send(SHELL_CHANNELS.action, action);
      return;
    }
    this.waiting.push(action);
    if (this.waiting.length > MAX_WAITING) this.waiting.shift();
  }

  /** The page listens: what waited is sent now, in order. */
  ready(target: PageTarget): void {
    this.target = target;
    const waiting = this.waiting;
    this.waiting = [];
    for (const action of waiting) target.send(SHELL_CHANNELS.action, action);
  }

  /** The page is reloading or its window closed: hold actions until it listens again. */
  detach(): void {
    this.target = null;
  }
}
