/** Types of scripts/size-budget.mjs: the manifest walk and the size judgement of `npm run check:size`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Budgets {
  initialJsGzipKb: number;
  routeChunkGzipKb: number;
  [key: string]: unknown;
}
export interface LazyEntry {
  key: string;
  file: string;
  fromSource: boolean;
  needs: string[];
}
export interface ChunkGraph {
  entry: string;
  initial: string[];
  lazy: LazyEntry[];
  lazyFiles: { file: string; route: boolean }[];
}
export interface SizeResult extends Omit<ChunkGraph, 'lazy' | 'lazyFiles'> {
  initialBytes: number;
  lazy: (LazyEntry & { ownBytes: number; needsBytes: number })[];
  lazyFiles: { file: string; route: boolean; bytes: number }[];
  failures: string[];
}
export declare function entryKey(manifest: Manifest): string;
export declare function staticClosure(manifest: Manifest, start: string): Set<string>;
export declare function chunkGraph(manifest: Manifest): ChunkGraph;
export declare function formatKb(bytes: number): string;
export declare function evaluateSizes(manifest: Manifest, sizes: Record<string, number>, budgets: Budgets): SizeResult;
export declare function sizeTable(result: SizeResult, budgets: Budgets): string[];
