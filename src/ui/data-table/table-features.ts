import { rowSortingFeature, tableFeatures } from '@tanstack/react-table';

/** The TanStack Table features the one table uses: sort state only (the server sorts). */
export const TABLE_FEATURES = tableFeatures({ rowSortingFeature });
export type TableFeatureSet = typeof TABLE_FEATURES;
