import { hashText } from '../../engine/kernel/hash';
import { ok, type Result } from '../../engine/kernel/result';
import {
  forfeitBattle,
  parseCampaign,
  readCampaignFile,
  replayBattle,
  startCampaign,
  writeCampaignFile,
  type CampaignProgress,
} from '../../engine/netea/campaigns';
import type { SaveLibrary } from '../saves/library';
import { FileShelf, fileSlug, type FileDisk } from '../saves/shelf';
import { checkPlayers } from './players';

/** The battle a campaign links to, as found when the campaign is opened. */
export type LinkedBattle =
  | { readonly state: 'none' }
  | { readonly state: 'ok'; readonly saveId: string }
  /** The save is gone or damaged: the campaign still opens, and offers to play the battle
   * again from its start or to forfeit it. */
  | {
      readonly state: 'missing' | 'damaged';
      readonly saveId: string;
      readonly problems: readonly string[];
      readonly offers: readonly ('replay' | 'forfeit')[];
    };

export interface OpenedCampaign {
  readonly progress: CampaignProgress;
  readonly battle: LinkedBattle;
  readonly warnings: readonly string[];
}

export interface CampaignListing {
  readonly id: string;
  readonly name?: string;
  readonly kind?: string;
  readonly battles?: number;
  readonly over?: boolean;
  readonly fromBackup?: boolean;
  readonly problem?: string;
}

/**
 * The person's campaigns: one file each (`campaign-<name>-<hash>`) on the saves' shelf
 * (main/saves/shelf.ts: a write queue, atomic replace keeping the previous good version as
 * `.bak`, checked reading falling back to it). A damaged file is refused with its reason and
 * nothing is written; a campaign whose battle save is lost still opens.
 */
export class CampaignLibrary {
  private readonly shelf: FileShelf<CampaignProgress, CampaignProgress>;

  constructor(
    disk: FileDisk,
    private readonly saves: SaveLibrary,
  ) {
    this.shelf = new FileShelf(disk, {
      label: 'campaign',
      read: readCampaignFile,
      summary: readCampaignFile,
    });
  }

  /** Start a campaign from a definition (bundled or the person's own file). */
  async start(definition: unknown, seed: number, date: string): Promise<Result<string>> {
    const parsed = parseCampaign(definition);
    if (!parsed.ok) return parsed;
    const players = checkPlayers(parsed.value);
    if (!players.ok) return players;
    const progress = startCampaign(parsed.value, seed, date);
    const id = campaignId(parsed.value.name, `${parsed.value.id}/${seed}/${date}`);
    await this.shelf.write(id, () => writeCampaignFile(progress));
    return ok(id);
  }

  /** Keep the campaign's progress (after a result, a choice, a linked save, notes). */
  async save(id: string, progress: CampaignProgress): Promise<Result<true>> {
    const refused = this.shelf.refuseId(id);
    if (refused) return refused;
    await this.shelf.write(id, () => writeCampaignFile(progress));
    return ok(true);
  }

  async open(id: string): Promise<Result<OpenedCampaign>> {
    const loaded = await this.shelf.load(id);
    if (!loaded.ok) return loaded;
    const { value: progress, problems } = loaded.value;
    const players = checkPlayers(progress.campaign);
    if (!players.ok) return players;
    const warnings =
      problems.length > 0
        ? [
            `the campaign file was damaged; its previous version was opened (${problems.join('; ')})`,
          ]
        : [];
    return ok({ progress, battle: await this.linkedBattle(progress), warnings });
  }

  private async linkedBattle(progress: CampaignProgress): Promise<LinkedBattle> {
    const linked = progress.linked;
    if (!linked) return { state: 'none' };
    const save = await this.saves.load(linked.saveId);
    if (save.ok) return { state: 'ok', saveId: linked.saveId };
    const missing = save.error.some((p) => /no such file/.test(p));
    return {
      state: missing ? 'missing' : 'damaged',
      saveId: linked.saveId,
      problems: save.error,
      offers: ['replay', 'forfeit'],
    };
  }

  /** Settle a battle whose save is lost: play it again from the start, or forfeit it. */
  async settleLostBattle(
    id: string,
    choice: 'replay' | 'forfeit',
    date: string,
  ): Promise<Result<CampaignProgress>> {
    const opened = await this.open(id);
    if (!opened.ok) return opened;
    const { progress } = opened.value;
    const next = choice === 'replay' ? ok(replayBattle(progress)) : forfeitBattle(progress, date);
    if (!next.ok) return next;
    await this.shelf.write(id, () => writeCampaignFile(next.value));
    return next;
  }

  /** A campaign file opened from elsewhere, checked first; nothing is written when it is bad. */
  async importFile(text: string): Promise<Result<string>> {
    const read = readCampaignFile(text);
    if (!read.ok) return read;
    const players = checkPlayers(read.value.campaign);
    if (!players.ok) return players;
    const id = campaignId(read.value.campaign.name, text, 'opened');
    await this.shelf.write(id, () => text);
    return ok(id);
  }

  /** The file's text as stored (its previous version when damaged), for export. */
  text(id: string): Promise<Result<string>> {
    return this.shelf.text(id);
  }

  async list(): Promise<CampaignListing[]> {
    const listed = await this.shelf.list();
    return listed
      .map((entry): CampaignListing => {
        if ('problem' in entry) return { id: entry.id, problem: entry.problem };
        const p = entry.meta;
        return {
          id: entry.id,
          name: p.campaign.name,
          kind: p.campaign.kind,
          battles: p.battles.length,
          over: p.over !== undefined,
          fromBackup: entry.fromBackup,
        };
      })
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  remove(id: string): Promise<Result<true>> {
    return this.shelf.remove(id);
  }

  /** The battle saves the campaigns link to: kept when old games' autosaves are pruned. */
  async linkedSaves(): Promise<Set<string>> {
    const listed = await this.shelf.list();
    return new Set(
      listed.flatMap((entry) =>
        'meta' in entry && entry.meta.linked ? [entry.meta.linked.saveId] : [],
      ),
    );
  }
}

function campaignId(name: string, identity: string, prefix = 'campaign'): string {
  const slug = fileSlug(name).replace(/-+$/, '');
  const hash = hashText(identity).slice(0, 10);
  return slug === '' ? `${prefix}-${hash}` : `${prefix}-${slug}-${hash}`;
}
