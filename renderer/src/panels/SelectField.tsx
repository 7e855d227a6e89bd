/**
 * A labelled choice from a list (a drop-down), with the rule section beside it when there is
 * one: the fire plan, the sniper's target, a plot's turn, a pin-point attack's target.
 */
export function SelectField(props: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
  readonly testId?: string;
  readonly section?: string;
  readonly className?: string;
}) {
  return (
    <label className={props.className}>
      {props.label}{' '}
      <select
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.section && (
        <>
          {' '}
          <span className="section">{props.section}</span>
        </>
      )}
    </label>
  );
}
