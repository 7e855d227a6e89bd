import { hashText } from '../../engine/kernel/hash';
import { err, ok, type Result } from '../../engine/kernel/result';
import {
  checkArmy,
  forfeitBattle,
  nextStep,
  parseCampaign,
  readCampaignFile,
  readCampaignImport,
  readDefinitionFile,
  replayBattle,
  startCampaign,
  writeCampaignFile,
  writeDefinitionFile,
  type Campaign,
  type CampaignProgress,
} from '../../engine/netea/campaigns';
import type { SaveLibrary } from '../saves/library';
import type { ArmyChoice } from '../../engine/netea/scenarios/tournamentOptions';
import { FileShelf, fileName, fileSlug, type FileDisk } from '../saves/shelf';
import { diskPart } from './diskPart';
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

/** A campaign definition of the person's own (imported or made in the editor), to start. */
export interface DefinitionListing {
  readonly id: string;
  readonly campaign?: Campaign;
  readonly problem?: string;
}

/** What an imported `.epiccampaign` file became: a campaign to open or a definition to start. */
export interface ImportedCampaign {
  readonly kind: 'campaign' | 'definition';
  readonly id: string;
  readonly name: string;
}

/** The file names of the person's campaign definitions, beside the campaigns. */
const DEFINITION = 'definition-';

/**
 * The person's campaigns: one file each (`campaign-<name>-<hash>`) on the saves' shelf
 * (main/saves/shelf.ts: a write queue, atomic replace keeping the previous good version as
 * `.bak`, checked reading falling back to it). A damaged file is refused with its reason and
 * nothing is written; a campaign whose battle save is lost still opens.
 */
export class CampaignLibrary {
  private readonly shelf: FileShelf<CampaignProgress, CampaignProgress>;
  private readonly definitions: FileShelf<Campaign, Campaign>;

  constructor(
    disk: FileDisk,
    private readonly saves: SaveLibrary,
  ) {
    this.shelf = new FileShelf(diskPart(disk, DEFINITION, true), {
      label: 'campaign',
      read: readCampaignFile,
      summary: readCampaignFile,
    });
    this.definitions = new FileShelf(diskPart(disk, DEFINITION), {
      label: 'campaign definition',
      read: readDefinitionFile,
      summary: readDefinitionFile,
    });
  }

  /** Start a campaign from a definition (bundled or the person's own file), with the army the
   * person chose for its tournament-style battles (6.1.1), checked first. */
  async start(
    definition: unknown,
    seed: number,
    date: string,
    army?: ArmyChoice,
  ): Promise<Result<string>> {
    const parsed = parseCampaign(definition);
    if (!parsed.ok) return parsed;
    const players = checkPlayers(parsed.value);
    if (!players.ok) return players;
    if (army) {
      const fields = checkArmy(parsed.value, army, seed);
      if (!fields.ok) return fields;
    }
    const progress = startCampaign(parsed.value, seed, date, army);
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
      // Between two people at this machine neither forfeits for the other (forfeitBattle).
      offers: bothPeople(progress) ? ['replay'] : ['replay', 'forfeit'],
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
    return this.keepImported(read.value, text);
  }

  /**
   * A `.epiccampaign` file the person imports: a campaign in progress (kept among the campaigns)
   * or a definition (kept among the definitions, to start). Everything is checked before
   * anything is written; a file already imported before becomes a campaign of its own rather
   * than overwrite the one played on since.
   */
  async importAny(text: string): Promise<Result<ImportedCampaign>> {
    const read = readCampaignImport(text);
    if (!read.ok) return read;
    if (read.value.kind === 'definition') {
      const saved = await this.saveDefinition(read.value.campaign);
      return saved.ok ? ok({ kind: 'definition', ...saved.value }) : saved;
    }
    const progress = read.value.progress;
    const kept = await this.keepImported(progress, text);
    return kept.ok ? ok({ kind: 'campaign', id: kept.value, name: progress.campaign.name }) : kept;
  }

  private async keepImported(progress: CampaignProgress, text: string): Promise<Result<string>> {
    const players = checkPlayers(progress.campaign);
    if (!players.ok) return players;
    const base = campaignId(progress.campaign.name, text, 'opened');
    let id = base;
    for (let n = 2; (await this.shelf.disk.read(fileName(id))).ok; n++) id = `${base}-${n}`;
    await this.shelf.write(id, () => text);
    return ok(id);
  }

  /** Keep a campaign definition of the person's own (the editor's, or imported), checked as
   * every campaign is: a new file named by its content (the same definition again is the same
   * file, another never overwrites it), or `replace`, the one the editor changed. */
  async saveDefinition(
    definition: unknown,
    replace?: string,
  ): Promise<Result<{ id: string; name: string }>> {
    if (replace !== undefined && !replace.startsWith(DEFINITION))
      return err([`campaign: there is no campaign definition "${replace}"`]);
    const parsed = parseCampaign(definition);
    if (!parsed.ok) return parsed;
    const players = checkPlayers(parsed.value);
    if (!players.ok) return players;
    const text = writeDefinitionFile(parsed.value);
    const id = replace ?? campaignId(parsed.value.name, text, 'definition');
    await this.definitions.write(id, () => text);
    return ok({ id, name: parsed.value.name });
  }

  async definition(id: string): Promise<Result<Campaign>> {
    if (!id.startsWith(DEFINITION))
      return err([`campaign: there is no campaign definition "${id}"`]);
    const loaded = await this.definitions.load(id);
    return loaded.ok ? ok(loaded.value.value) : loaded;
  }

  /** The definition file's text, to share. */
  definitionText(id: string): Promise<Result<string>> {
    return this.definitions.text(id);
  }

  async listDefinitions(): Promise<DefinitionListing[]> {
    const listed = await this.definitions.list();
    return listed
      .map((entry): DefinitionListing =>
        'problem' in entry
          ? { id: entry.id, problem: entry.problem }
          : { id: entry.id, campaign: entry.meta },
      )
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  removeDefinition(id: string): Promise<Result<true>> {
    if (!id.startsWith(DEFINITION))
      return Promise.resolve(err([`campaign: there is no campaign definition "${id}"`]));
    return this.definitions.remove(id);
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

/** 5.4.1: the battle the campaign is at is a league game between two people at this machine. */
function bothPeople(progress: CampaignProgress): boolean {
  const step = nextStep(progress);
  return (
    step.ok &&
    step.value.kind === 'battle' &&
    step.value.battle.sides.every((s) => s.player === 'person')
  );
}
