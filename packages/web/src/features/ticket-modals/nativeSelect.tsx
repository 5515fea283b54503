/**
 * The modals' selects are native (`<select>`): keyboard and screen readers work as on any form, and
 * browser tests choose with `selectOption`. These two pieces keep every such field alike.
 */
export const nativeSelect = (testId: string) => ({ select: { native: true }, htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } });

/** `<option>`s for named records, after an optional blank choice. */
export function ChoiceOptions({ choices, blank }: { choices: readonly { id: number; name: string }[]; blank?: string }) {
  return (
    <>
      {blank !== undefined ? <option value="">{blank}</option> : null}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </>
  );
}
