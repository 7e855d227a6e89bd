import { formatIssues } from '../../kernel/issues';
import { err, ok, type Result } from '../../kernel/result';
import { getFormation } from '../data';
import { findScenario } from '../scenarios';
import { checkMapCampaign } from './mapValidate';
import { campaignSchema, type Battle, type Campaign, type Effect, type Tree } from './schema';

/**
 * A campaign definition from a file or the bundle: its schema, then what the schema cannot say:
 * scenarios and formations that exist, every path of the flow chart leading somewhere, effects
 * that fit the battles they apply to (formations only on fixed forces, points only on armies
 * built to the points), distinct league entries.
 */
export function parseCampaign(input: unknown): Result<Campaign> {
  const parsed = campaignSchema.safeParse(input);
  if (!parsed.success) return err(formatIssues('campaign', parsed.error.issues));
  const campaign = parsed.data;
  const problems: string[] = [];
  const checkBattle = (where: string, battle: Battle, next: readonly Battle[]) => {
    const ground = battle.ground;
    if (ground.kind === 'scenario' && !findScenario(ground.scenario))
      problems.push(`${where}: there is no scenario "${ground.scenario}"`);
    if (ground.kind === 'tournament' && battle.maxTurns !== undefined)
      problems.push(
        `${where}: a tournament game's length is rolled for (6.1.7); it takes no turn limit`,
      );
    const own = [...(battle.forces?.person ?? []), ...(battle.forces?.opponent ?? [])];
    checkEffects(where, own, [battle], problems);
    const rewards = Object.values(battle.rewards ?? {}).flat();
    if (rewards.length > 0) checkEffects(`${where}, rewards`, rewards, next, problems);
  };
  switch (campaign.kind) {
    case 'ladder':
      campaign.battles.forEach((battle, i) =>
        checkBattle(`battle ${i + 1}`, battle, campaign.battles.slice(i + 1, i + 2)),
      );
      break;
    case 'league': {
      checkBattle('the league battle', campaign.battle, []);
      if (Object.values(campaign.battle.rewards ?? {}).some((r) => r.length > 0))
        problems.push('the league battle: league games carry no rewards to the next game');
      const ids = campaign.entries.map((e) => e.id);
      if (new Set(ids).size !== ids.length) problems.push('league: two entries share an id');
      if (campaign.entries.filter((e) => e.player === 'person').length > 1)
        problems.push('league: only one entry can be the person at this machine');
      break;
    }
    case 'map':
      checkMapCampaign(campaign, problems);
      break;
    case 'tree':
    case 'narrative': {
      const nodes = campaign.nodes;
      if (!nodes[campaign.start]) problems.push(`start: there is no node "${campaign.start}"`);
      for (const [key, node] of Object.entries(nodes)) {
        const targets =
          node.kind === 'battle'
            ? Object.values(node.next)
            : node.kind === 'choice'
              ? node.options.map((o) => o.next)
              : [];
        for (const target of targets)
          if (!nodes[target])
            problems.push(`node "${key}": leads to "${target}", which is no node`);
        if (node.kind === 'choice' && campaign.kind === 'tree')
          problems.push(
            `node "${key}": a tree campaign's path is chosen by results alone (5.4.2); choices belong to a narrative campaign`,
          );
        if (
          node.kind === 'choice' &&
          new Set(node.options.map((o) => o.id)).size !== node.options.length
        )
          problems.push(`node "${key}": two options share an id`);
        if (node.kind === 'battle' && targets.every((t) => nodes[t]))
          checkBattle(`node "${key}"`, node.battle, battlesAfter(campaign, targets));
      }
      if (!Object.values(nodes).some((n) => n.kind === 'ending'))
        problems.push('the campaign has no ending');
      break;
    }
  }
  return problems.length > 0 ? err(problems.map((p) => `campaign: ${p}`)) : ok(campaign);
}

/** The battles that may come next from these nodes, through any choices. */
function battlesAfter(campaign: Tree | Extract<Campaign, { kind: 'narrative' }>, from: string[]) {
  const seen = new Set<string>();
  const battles: Battle[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const node = campaign.nodes[key];
    if (node?.kind === 'battle') battles.push(node.battle);
    if (node?.kind === 'choice') node.options.forEach((o) => visit(o.next));
  };
  from.forEach(visit);
  return battles;
}

function checkEffects(
  where: string,
  effects: readonly Effect[],
  battles: readonly Battle[],
  problems: string[],
) {
  for (const effect of effects) {
    if (
      (effect.kind === 'reinforce' || effect.kind === 'reserve') &&
      !getFormation(effect.formation)
    )
      problems.push(`${where}: there is no bundled formation "${effect.formation}"`);
    for (const battle of battles) {
      const fixed = battle.ground.kind === 'scenario';
      // Seed 001 5.3.4, 5.3.6: a scenario with a force drawn from its list takes points changes.
      const ground =
        battle.ground.kind === 'scenario' ? findScenario(battle.ground.scenario) : null;
      const listed = ground?.forces.some((f) => f.army !== undefined) ?? false;
      if (effect.kind === 'points' && fixed && !listed)
        problems.push(
          `${where}: a points change needs a battle with armies built to the points, and "${battle.title}" has fixed forces`,
        );
      if ((effect.kind === 'reinforce' || effect.kind === 'reserve') && !fixed)
        problems.push(
          `${where}: formations can only be added to or held back from fixed forces, and "${battle.title}" builds its armies to the points`,
        );
    }
  }
}
