import type { Category } from '../api/types';
import { ALL_CATEGORIES } from './blogPaths';

/** SPEC §4: tab labels longer than this are cut, the full name shown as a tooltip. */
export const TAB_LABEL_MAX = 10;

export interface CategoryTab {
  id: number;
  name: string;
  /** The name, cut to `TAB_LABEL_MAX` characters and "..." when longer. */
  label: string;
}

/** Counts characters, not UTF-16 units, so a cut never splits a letter or an emoji. */
export function shortLabel(name: string): string {
  const characters = [...name];
  if (characters.length <= TAB_LABEL_MAX) return name;
  return `${characters.slice(0, TAB_LABEL_MAX).join('').trimEnd()}...`;
}

/**
 * SPEC §4: the tabs, "all" first, shown only when there is more than one category; a single
 * category would offer the same list twice.
 */
export function categoryTabs(categories: readonly Category[], allName: string): CategoryTab[] {
  if (categories.length <= 1) return [];
  return [{ id: ALL_CATEGORIES, name: allName }, ...categories].map(({ id, name }) => ({
    id,
    name,
    label: shortLabel(name),
  }));
}
