/** The ids in a new order: the one at `index` moved one place up (`-1`) or down (`1`). */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  const order = [...ids];
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return order;
  [order[index], order[target]] = [order[target] as number, order[index] as number];
  return order;
}
