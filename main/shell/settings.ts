import { join } from 'node:path';
import { z } from 'zod';
import { JsonFile } from './jsonFile';

/**
 * The person's choices that outlive a session: the language and whether Epic Solo may look for
 * a newer release (off until turned on: it is the one thing that would reach the internet).
 */
export const shellSettingsSchema = z.object({
  language: z.enum(['en', 'de']).catch('en'),
  checkForUpdates: z.boolean().catch(false),
});
export type ShellSettings = z.infer<typeof shellSettingsSchema>;

export const DEFAULT_SETTINGS: ShellSettings = { language: 'en', checkForUpdates: false };

export function settingsFile(userData: string, log?: (message: string) => void) {
  return new JsonFile(join(userData, 'settings.json'), shellSettingsSchema, log);
}
