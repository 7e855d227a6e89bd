import { ENGINE_NAME, RULESET } from '../../engine/about';

/** The start screen. The battlefield, panels and screens arrive with the renderer issue. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Epic Solo</h1>
      <p>
        {ENGINE_NAME} — {RULESET}
      </p>
    </main>
  );
}
