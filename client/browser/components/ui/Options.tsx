/**
 * @module The `<option>` list of a select from `[value, label]` pairs: every select in the product
 * (filters, pickers, editor fields) draws its options the same way, server-rendered or in an island.
 */
export type OptionPair = readonly [value: string, label: string];

export function Options({ items }: { items: readonly OptionPair[] }) {
  return items.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
