/** Which FAQ questions are open: each opens and closes on its own (SPEC §4). */
export function toggled(open: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(open);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
