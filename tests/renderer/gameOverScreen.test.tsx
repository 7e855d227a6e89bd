import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  casualties,
  GameOverScreen,
  type Casualty,
} from '../../renderer/src/screens/GameOverScreen';
import { playUntil } from './states';

const noop = () => undefined;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the result', () => {
  it('counts casualties per side and names the result and its reason', () => {
    const m = playUntil((x) => x.game.result !== null);
    const lost = Object.values(m.game.units).filter((u) => u.status === 'destroyed');
    const [a, b] = casualties(m.game) as [Casualty, Casualty];
    expect(a.unitsLost + b.unitsLost).toBe(lost.length);
    const t = text(
      renderToStaticMarkup(
        <GameOverScreen game={m.game} humanSide={0} onShowTable={noop} onNewGame={noop} />,
      ),
    );
    expect(t).toContain(m.game.result!.reason);
    expect(t).toMatch(/Victory conditions \(1\.14\.2\)/);
    expect(t).toContain(`${a.unitsLost} of 12`);
  });
});
