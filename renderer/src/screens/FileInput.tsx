import type { ReactNode } from 'react';

/** A labelled file chooser that hands over the chosen file once and forgets it, so choosing the
 * same file again (after fixing it on disk) is seen as a new choice. */
export function FileInput(props: {
  readonly className: string;
  readonly testId: string;
  readonly accept: string;
  readonly onFile: (file: File) => void;
  readonly children: ReactNode;
}) {
  return (
    <label className={props.className}>
      {props.children}
      <input
        type="file"
        data-testid={props.testId}
        accept={props.accept}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onFile(file);
        }}
      />
    </label>
  );
}
