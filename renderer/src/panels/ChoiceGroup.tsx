import type { ReactNode } from 'react';

/** A group of choices under the hint that says what they are for (and which rule). */
export function ChoiceGroup(props: {
  readonly testId: string;
  readonly hint: ReactNode;
  /** Added to the group's `choices` class. */
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <div
      className={props.className ? `choices ${props.className}` : 'choices'}
      data-testid={props.testId}
    >
      <p className="hint">{props.hint}</p>
      {props.children}
    </div>
  );
}
