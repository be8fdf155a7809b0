/** Redirects to the error pages carry the path the visitor asked for (SPEC §2). */
export interface OriginState {
  from: string;
}

export function originPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<OriginState>).from;
  return typeof from === 'string' ? from : null;
}

export function isAdminOrigin(state: unknown): boolean {
  return originPathOf(state)?.includes('/admin') ?? false;
}
