import { join } from 'node:path';
import { MAX_ROSTER_CHARS } from '../../engine/netea/armies';
import { folderDisk } from '../saves/store';
import { RosterLibrary } from './library';

/** The desktop app's rosters: files in `<user data>/rosters`, beside `saves/`. */
export function rosterStore(userData: string): RosterLibrary {
  return new RosterLibrary(folderDisk(join(userData, 'rosters'), 'roster', MAX_ROSTER_CHARS));
}
