// Joins class names, skipping falsy values. Tiny on purpose: no runtime dependency.
export type ClassValue = string | number | false | null | undefined;

export function cn(...values: ClassValue[]): string {
  return values.filter(Boolean).join(' ');
}
