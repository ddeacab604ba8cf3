export const DIFF_USAGE = 'x';
export async function runDiff() {
  return 2;
}
