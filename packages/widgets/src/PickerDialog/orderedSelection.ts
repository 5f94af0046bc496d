/**
 * The chosen ids after a checkbox list reports which are checked: those still checked keep their
 * place, newly checked ones follow in the order reported, so the value lists items in the order
 * the person chose them. `checked` holds every checked id, on this page and others.
 */
export function orderedSelection<Id>(previous: readonly Id[], checked: readonly Id[]): Id[] {
  const stillChecked = new Set(checked);
  const before = new Set(previous);
  return [
    ...previous.filter((id) => stillChecked.has(id)),
    ...checked.filter((id) => !before.has(id)),
  ];
}
