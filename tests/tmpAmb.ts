import { createScenarioSetup, findScenario } from '../engine/netea/scenarios';
import { createGame } from '../engine/netea/state/setup';
import { createSession, pendingDecision, submit } from '../engine/netea/flow/game';
import { createRandomPlayer } from '../ai/random';
import { playerSeed } from '../ai/simulate';
import { validateCommand } from '../engine/netea/commands/apply';
import { canActivate, formationsOf } from '../engine/netea/rules/1.2-formations/formations';
const setup = createScenarioSetup(findScenario('ambush')!, { seed: 765 });
if (!setup.ok) throw new Error();
const g = createGame(setup.value); if (!g.ok) throw new Error();
let snap = createSession({ game: g.value }).snapshot();
const ps = g.value.players.map((_, s) => createRandomPlayer(playerSeed(765, s as 0 | 1)));
for (let i = 0; i < 5000; i++) {
  const game = snap.context.game; if (game.result) { console.log('ended', game.result); break; }
  const p = pendingDecision(snap); const side = p.sides[0]!;
  let c;
  try { c = ps[side]!.decide(game, p, side).command; } catch (e) {
    console.log('FAIL at', i, 'turn', game.turn, 'phase', game.phase, 'side', side, JSON.stringify(p));
    console.log('turnState', JSON.stringify({ ...game.turnState, }).slice(0, 800));
    const ready = formationsOf(game, side).filter((f) => canActivate(game, f));
    console.log('ready', ready.map((f) => f.name + ' units ' + f.unitIds.map((id) => game.units[id]!.status).join(',')));
    for (const f of ready) for (const a of ['advance', 'double', 'march', 'engage', 'sustained-fire', 'hold', 'marshal']) {
      const r = validateCommand(game, { type: 'action.declare', side, formationId: f.id, action: a } as never);
      console.log(f.name, a, r === null || (r as { ok?: boolean }).ok ? 'OK' : JSON.stringify(r).slice(0, 250));
    }
    for (const t of p.commands) console.log('cmd', t);
    break;
  }
  const r = submit(snap, c); if (!r.ok) throw new Error(JSON.stringify(r.refusal)); snap = r.snapshot;
}
