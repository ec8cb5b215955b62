/** "MM/YY", "MM / YYYY" or "MMYY" as typed into the test card form; null when it is none of them. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}
