import { openEnvelope, writeEnvelope, type FileKind } from '../../kernel/saves/envelope';
import { inspectTree } from '../../kernel/saves/inspect';
import { err, ok, type Result } from '../../kernel/result';
import { CAMPAIGN_FILE, readCampaignFile } from './file';
import type { CampaignProgress } from './progress';
import type { Campaign } from './schema';
import { parseCampaign } from './validate';

/**
 * A campaign definition as a file of its own (seed 001 5.4): what the editor saves and a person
 * shares, in the same envelope as every file of ours (format, version, checksum), so a damaged
 * one is refused as a damaged save is. A `.epiccampaign` file holds either this, a campaign in
 * progress (file.ts), or a definition written by hand as plain JSON (docs/campaigns.md).
 */
export const CAMPAIGN_DEFINITION_FILE: FileKind = {
  format: 'epic-solo/campaign-definition',
  version: 1,
  label: 'campaign definition',
  description: 'an Epic Solo campaign definition',
  writer: 'campaign editor',
  maxChars: 4 * 1024 * 1024,
};

export function writeDefinitionFile(campaign: Campaign): string {
  return writeEnvelope(CAMPAIGN_DEFINITION_FILE, campaign);
}

/** A definition file: envelope, then the definition's schema and its own checks. */
export function readDefinitionFile(text: string): Result<Campaign> {
  const opened = openEnvelope(CAMPAIGN_DEFINITION_FILE, text);
  if (!opened.ok) return opened;
  return parseCampaign(opened.value.body);
}

/** What an imported `.epiccampaign` file turned out to hold. */
export type CampaignImport =
  | { readonly kind: 'progress'; readonly progress: CampaignProgress }
  | { readonly kind: 'definition'; readonly campaign: Campaign };

/**
 * A `.epiccampaign` file a person imports: a campaign in progress, a definition in its envelope,
 * or a definition written by hand (a JSON object with a campaign `kind` and no `format`). Every
 * one passes the same checks as the files the program writes itself; anything else is refused
 * with the reason.
 */
export function readCampaignImport(text: string): Result<CampaignImport> {
  if (typeof text !== 'string') return err(['campaign: not text']);
  // Size and JSON are worded by the campaign file's own reader.
  if (text.length > CAMPAIGN_FILE.maxChars!) return progressOf(text);
  const root = parseJson(text);
  if (root === undefined) return progressOf(text);
  const format = isObject(root) ? root['format'] : undefined;
  if (format === CAMPAIGN_DEFINITION_FILE.format) {
    const read = readDefinitionFile(text);
    return read.ok ? ok({ kind: 'definition', campaign: read.value }) : read;
  }
  if (format === undefined && isObject(root) && 'kind' in root) {
    const hostile = inspectTree(root);
    if (hostile) return err([`campaign definition: ${hostile}`]);
    const parsed = parseCampaign(root);
    return parsed.ok ? ok({ kind: 'definition', campaign: parsed.value }) : parsed;
  }
  return progressOf(text);
}

function progressOf(text: string): Result<CampaignImport> {
  const read = readCampaignFile(text);
  return read.ok ? ok({ kind: 'progress', progress: read.value }) : read;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
