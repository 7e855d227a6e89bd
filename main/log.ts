import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The host's log: one line per event (an AI worker restarted, an autosave that failed, an IPC
 * message refused), appended to `<user data>/logs/epic-solo.log` and echoed to standard error.
 */
export function fileLog(userData: string): (message: string) => void {
  const file = logFileOf(userData);
  const folder = dirname(file);
  return (message) => {
    const line = `${new Date().toISOString()} ${message}\n`;
    process.stderr.write(line);
    try {
      mkdirSync(folder, { recursive: true });
      appendFileSync(file, line);
    } catch {
      // A log that cannot be written must not stop the game.
    }
  };
}

/** The log file, for the Help menu's "Show Log File". */
export function logFileOf(userData: string): string {
  return join(userData, 'logs', 'epic-solo.log');
}
