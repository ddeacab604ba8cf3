import type { BrokerLoadSearchRequest } from '../../api';
import { loadBoardDetailQuery, loadBoardPageQuery, postedEquipmentTypesQuery } from '../../api/load-board';
import { defineRouteData } from '../../api/route-data';
import { activeTruckPostingsQuery } from '../../api/truck-postings';
import {
  loadBoardSearchRequest,
  loadBoardSearchToRestore,
  loadBoardStateFromUrl,
  parseId,
  type LoadBoardUrlState,
} from '../../domain';
import { localToday } from '../../lib/local-date';
import { savedLoadBoard } from '../../lib/saved-load-board';

/** What Exchange shows for its address: the board's search or the truck postings tab, and the load its drawer opens. */
export interface ExchangeInput {
  /** The board's search and page, as the address holds them (the truck postings' page too). */
  search: LoadBoardUrlState;
  /** The truck postings tab (`?tab=trucks`) instead of the board. */
  trucks: boolean;
  /** The screen is about to bring back the broker's last search (a bare address): the board waits for it. */
  restoring: boolean;
  /** The load the drawer opens (`?load=50006`), kept through the restore. */
  load: number | null;
  /** Today in the broker's calendar: the search's default pickup start. */
  today: string;
}

/**
 * Exchange's first queries: the board page the address asks for (or the active truck postings on
 * their tab), the load its address opens, and the equipment types' descriptions the screen asks on
 * every address (its filters' choices, the postings' and the drawer's labels). Nothing for the board
 * when the screen is about to restore the broker's last search instead.
 */
export const exchangeQueries = ({ search, trucks, restoring, load, today }: ExchangeInput) => ({
  board:
    !trucks && !restoring
      ? loadBoardPageQuery(loadBoardSearchRequest(search.filters, today, search.page) as BrokerLoadSearchRequest)
      : null,
  trucks: trucks ? activeTruckPostingsQuery(search.page) : null,
  load: load !== null ? loadBoardDetailQuery(load) : null,
  equipment: postedEquipmentTypesQuery(),
});

type ExchangeQueries = ReturnType<typeof exchangeQueries>;
/** The board page's query, as the board view takes it. */
export type BoardPageQuery = NonNullable<ExchangeQueries['board']>;
/** The truck postings page's query, as their tab takes it. */
export type TruckPostingsQuery = NonNullable<ExchangeQueries['trucks']>;
/** The open load's query, as the drawer takes it. */
export type LoadDetailQuery = NonNullable<ExchangeQueries['load']>;
/** The equipment types' query, as the labels take it. */
export type EquipmentTypesQuery = ExchangeQueries['equipment'];

export default defineRouteData({
  // The guard lets the route through only with view_tfx (route-loaders.ts asks it first).
  input: ({ query }): ExchangeInput => ({
    search: loadBoardStateFromUrl(query),
    trucks: query.get('tab') === 'trucks',
    restoring: loadBoardSearchToRestore(query, savedLoadBoard.get()) !== null,
    load: parseId(query.get('load')),
    today: localToday(),
  }),
  queries: exchangeQueries,
});
