import { isPlayerId } from '../../ai/registry';
import { err, ok, type Result } from '../../engine/kernel/result';
import {
  battleReport,
  bundledCampaign,
  bundledCampaigns,
  chooseOption,
  journalHtml,
  journalMarkdown,
  leagueStandings,
  linkBattle,
  mapLosses,
  orderMap,
  type MapOrders,
  mirrorCampaign,
  nextStep,
  recordBattle,
  takesArmy,
  withPeople,
  type Campaign,
  type CampaignProgress,
} from '../../engine/netea/campaigns';
import type { Side } from '../../engine/netea/commands/schema';
import { createGame } from '../../engine/netea/state/setup';
import { getFormation } from '../../engine/netea/data/bundledRegistry';
import type { GameService } from '../host/service';
import { autosaveId } from '../saves/library';
import type { CampaignLibrary, CampaignListing, ImportedCampaign } from './library';
import { playBattle, playBattleOut } from './play';
import type {
  BundledCampaign,
  CampaignView,
  OwnDefinition,
  StartCampaignRequest,
  StepView,
} from './view';

/**
 * The campaigns as the window plays them (seed 001 5.4): start one, see where it stands, play
 * its next battle in the game service with the battle's autosave linked to the campaign (so
 * closing mid-battle and reopening continues it), keep the result once the battle is over,
 * make the narrative's choices, settle a battle whose save was lost, export the journal.
 */
export class CampaignService {
  constructor(
    private readonly library: CampaignLibrary,
    private readonly games: GameService,
    private readonly now: () => Date = () => new Date(),
  ) {
    // A battle under way keeps its save however many other games are started meanwhile.
    games.spareAutosaves(() => library.linkedSaves());
  }

  bundled(): BundledCampaign[] {
    return bundledCampaigns().map((c) => startListing(c.id, c));
  }

  /** The person's own campaign definitions (imported or made in the editor). */
  async definitions(): Promise<OwnDefinition[]> {
    const listed = await this.library.listDefinitions();
    return listed.map((d) =>
      d.campaign
        ? { id: d.id, listing: startListing(d.id, d.campaign), definition: d.campaign }
        : { id: d.id, problem: d.problem ?? 'cannot be read' },
    );
  }

  /** A `.epiccampaign` file the person chose: a campaign to open, or a definition to start. */
  import(text: string): Promise<Result<ImportedCampaign>> {
    return this.library.importAny(text);
  }

  /** The editor's definition, kept among the person's own (replacing the one edited). */
  saveDefinition(definition: unknown, replace?: string): Promise<Result<string>> {
    return this.library
      .saveDefinition(definition, replace)
      .then((saved) => (saved.ok ? ok(saved.value.id) : saved));
  }

  removeDefinition(id: string): Promise<Result<true>> {
    return this.library.removeDefinition(id);
  }

  /** A definition's file, to share as a `.epiccampaign`. */
  definitionText(id: string): Promise<Result<string>> {
    return this.library.definitionText(id);
  }

  list(): Promise<CampaignListing[]> {
    return this.library.list();
  }

  /** Start a bundled campaign, from the side and against the AI player the person chose. */
  async start(request: StartCampaignRequest): Promise<Result<string>> {
    const own = request.campaign.startsWith('definition-')
      ? await this.library.definition(request.campaign)
      : null;
    if (own && !own.ok) return own;
    const found = own ? own.value : bundledCampaign(request.campaign);
    if (!found) return err([`campaign: there is no bundled campaign "${request.campaign}"`]);
    let campaign: Campaign = request.otherSide ? mirrorCampaign(found) : found;
    if (request.opponentPlayer !== undefined && campaign.kind !== 'league') {
      if (!isPlayerId(request.opponentPlayer))
        return err([`campaign: there is no AI player "${request.opponentPlayer}"`]);
      campaign = {
        ...campaign,
        opponent: {
          name: campaign.opponent?.name ?? 'The enemy',
          player: request.opponentPlayer,
        },
      };
    }
    const joined = withPeople(campaign, request.people ?? [], request.seed);
    if (!joined.ok) return joined;
    return this.library.start(joined.value, request.seed, this.date(), request.army);
  }

  /** Where the campaign stands; a finished battle of it still open is recorded first. */
  async view(id: string): Promise<Result<CampaignView>> {
    const opened = await this.library.open(id);
    if (!opened.ok) return opened;
    let { progress } = opened.value;
    const played = this.games.played();
    const live =
      progress.linked !== undefined &&
      played !== null &&
      autosaveId(played.gameId) === progress.linked.saveId;
    if (live && played.game.result) {
      const recorded = recordBattle(
        progress,
        progress.linked!.key,
        battleReport(played.game, played.events),
        { date: this.date(), saveId: progress.linked!.saveId, lost: mapLosses(played.game) },
      );
      if (!recorded.ok) return recorded;
      progress = recorded.value;
      await this.library.save(id, progress);
      return this.view(id);
    }
    const step = stepView(progress);
    if (!step.ok) return step;
    return ok({
      id,
      progress,
      step: step.value,
      linked: opened.value.battle,
      live,
      league:
        progress.campaign.kind === 'league'
          ? leagueStandings(progress.campaign, progress.battles)
          : null,
      formations: formationNames(progress),
      warnings: opened.value.warnings,
    });
  }

  /**
   * Play the campaign's next battle: the person's in the game service, its autosave linked to
   * the campaign (the page then opens that save, as it does to continue the battle later); a
   * league game between two AI players is played out here and recorded.
   */
  async play(id: string): Promise<Result<{ saveId: string | null }>> {
    const opened = await this.library.open(id);
    if (!opened.ok) return opened;
    const { progress, battle: linked } = opened.value;
    if (linked.state === 'ok')
      return err(['campaign: this battle is under way; continue it from its save']);
    const step = nextStep(progress);
    if (!step.ok) return step;
    if (step.value.kind !== 'battle') return err(['campaign: there is no battle to play now']);
    const battle = step.value.battle;
    const personAt = battle.sides.findIndex((s) => s.player === 'person');
    if (personAt === -1) {
      const recorded = recordBattle(progress, battle.key, playBattle(battle, 'ai:normal'), {
        date: this.date(),
      });
      if (!recorded.ok) return recorded;
      await this.library.save(id, recorded.value);
      return ok({ saveId: null });
    }
    const computer = battle.sides[1 - personAt]!;
    // 5.4.1: a league game between two people at this machine is played hot seat (main/host/
    // hotSeat.ts hands the machine over between them).
    const people = battle.sides.map((s) => s.player === 'person');
    const started = await this.games.newGameFrom(battle.setup, {
      controllers: people.map((p) => (p ? 'person' : 'computer')),
      aiPlayer: isPlayerId(computer.player) ? computer.player : 'ai:normal',
      aiSeed: battle.seed >>> 0,
    });
    if (!started.ok) return started;
    const saveId = autosaveId(started.value.gameId);
    await this.library.save(id, linkBattle(progress, battle.key, saveId, this.date()));
    return ok({ saveId });
  }

  /** 5.4.2 Map-based: the person's orders for the campaign turn. */
  async orders(id: string, orders: MapOrders): Promise<Result<true>> {
    return this.change(id, (p) => orderMap(p, orders, this.date()));
  }

  /**
   * 5.4.2 Map-based: the battle the person asks to have resolved automatically, played out
   * here by AI players on both sides (the person's by the opponent's own level) under the
   * battle's seed, and recorded with its losses.
   */
  async resolve(id: string): Promise<Result<true>> {
    const opened = await this.library.open(id);
    if (!opened.ok) return opened;
    const { progress, battle: linked } = opened.value;
    if (progress.campaign.kind !== 'map')
      return err(['campaign: only a map campaign resolves its battles automatically']);
    if (linked.state === 'ok')
      return err(['campaign: this battle is under way; continue it from its save']);
    const step = nextStep(progress);
    if (!step.ok) return step;
    if (step.value.kind !== 'battle') return err(['campaign: there is no battle to resolve now']);
    const battle = step.value.battle;
    const computer = battle.sides[1]!.player;
    const { report, lost } = playBattleOut(battle, isPlayerId(computer) ? computer : 'ai:normal');
    const recorded = recordBattle(progress, battle.key, report, { date: this.date(), lost });
    if (!recorded.ok) return recorded;
    await this.library.save(id, recorded.value);
    return ok(true);
  }

  /** 5.4.2 Narrative: the person's choice between battles. */
  async choose(id: string, option: string): Promise<Result<true>> {
    return this.change(id, (p) => chooseOption(p, option, this.date()));
  }

  /** A battle whose save was lost: play it again from its start, or forfeit it. */
  async settle(id: string, choice: 'replay' | 'forfeit'): Promise<Result<true>> {
    const settled = await this.library.settleLostBattle(id, choice, this.date());
    return settled.ok ? ok(true) : settled;
  }

  async notes(id: string, notes: string): Promise<Result<true>> {
    return this.change(id, (p) => ok({ ...p, notes }));
  }

  /** 5.4.2 The campaign journal as a document of its own. */
  async journal(id: string, format: 'md' | 'html'): Promise<Result<string>> {
    const opened = await this.library.open(id);
    if (!opened.ok) return opened;
    const progress = opened.value.progress;
    return ok(format === 'md' ? journalMarkdown(progress) : journalHtml(progress));
  }

  remove(id: string): Promise<Result<true>> {
    return this.library.remove(id);
  }

  private async change(
    id: string,
    change: (progress: CampaignProgress) => Result<CampaignProgress>,
  ): Promise<Result<true>> {
    const opened = await this.library.open(id);
    if (!opened.ok) return opened;
    const changed = change(opened.value.progress);
    if (!changed.ok) return changed;
    return this.library.save(id, changed.value);
  }

  private date(): string {
    return this.now().toISOString();
  }
}

/** A campaign to start as the list shows it. */
function startListing(id: string, c: Campaign): BundledCampaign {
  return {
    id,
    name: c.name,
    kind: c.kind,
    section: c.section,
    summary: c.summary,
    sides: c.kind !== 'league',
    person: c.person?.name ?? null,
    opponent: c.opponent?.name ?? null,
    opponentPlayer: c.kind === 'league' ? null : (c.opponent?.player ?? 'ai:normal'),
    takesArmy: takesArmy(c),
  };
}

/** The next step without its game set-up, with the forces it fields. */
function stepView(progress: CampaignProgress): Result<StepView> {
  const step = nextStep(progress);
  if (!step.ok) return step;
  if (step.value.kind !== 'battle') return ok(step.value);
  const { setup, seed: _seed, ...battle } = step.value.battle;
  const game = createGame(setup);
  if (!game.ok) return game;
  const forces = (side: Side) =>
    Object.values(game.value.formations)
      .filter((f) => f.side === side)
      .map((f) => f.name);
  return ok({
    kind: 'battle',
    ...battle,
    ground: setup.scenarioId,
    maxTurns: game.value.victory.maxTurns ?? null,
    forces: [forces(0), forces(1)],
    personPlays: battle.sides.some((s) => s.player === 'person'),
  });
}

/** The formations the campaign's effects add or hold back, by name. */
function formationNames(progress: CampaignProgress): Record<string, string> {
  const effects = [...progress.carried, ...progress.battles.flatMap((b) => b.effects)];
  const ids = effects.flatMap((e) =>
    e.kind === 'reinforce' || e.kind === 'reserve' ? [e.formation] : [],
  );
  return Object.fromEntries(ids.map((id) => [id, getFormation(id)?.name ?? id]));
}
