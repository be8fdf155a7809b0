import type { Category, PriceItem, Service, Target } from '../api/types';

/** The items of one target, service and category: one titled block with one book button. */
export interface PriceGroup {
  key: string;
  target: Target;
  service: Service;
  category: Category;
  items: PriceItem[];
}

/** SPEC §2: items grouped by target, service and category, groups in the items' page order. */
export function groupPrices(items: readonly PriceItem[]): PriceGroup[] {
  const groups: PriceGroup[] = [];
  for (const item of items) {
    const key = `${item.target}-${item.service}-${item.category}`;
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.items.push(item);
    else
      groups.push({
        key,
        target: item.target,
        service: item.service,
        category: item.category,
        items: [item],
      });
  }
  return groups;
}

/** The additional services' lines the calculator can add: those with a price or on request. */
export interface ExtraOption {
  /** `itemId:lineId`, as the estimate takes it. */
  key: string;
  itemTitle: string;
  name: string;
  value: string;
}

export function extraOptions(items: readonly PriceItem[]): ExtraOption[] {
  return items
    .filter((item) => item.service === 'additional')
    .flatMap((item) =>
      item.serviceCategories.map((line) => ({
        key: `${item.id}:${line.id}`,
        itemTitle: item.title,
        name: line.name,
        value: line.value,
      })),
    );
}
