import type { Command } from '../../../engine/netea/commands/schema';
import { useWords } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import type { Choice } from '../play/choices';

/** One thing the person may do: enabled when the engine would take it, else with its reason. */
export function ChoiceButton(props: {
  choice: Choice;
  onSubmit: (command: Command) => void;
  detail?: string;
}) {
  const { choice } = props;
  useWords();
  const refusal = choice.refusal;
  return (
    <div className={`choice${refusal ? ' refused' : ''}`}>
      <button
        disabled={refusal !== null}
        data-testid={`choice-${choice.command.type}-${choice.key}`}
        title={refusal ? refusalLine(refusal) : undefined}
        onClick={() => props.onSubmit(choice.command)}
      >
        {choice.label}
      </button>
      {props.detail && <span className="detail">{props.detail}</span>}
      {refusal && (
        <span className="reason" data-code={refusal.code}>
          {refusalLine(refusal)}
        </span>
      )}
    </div>
  );
}
