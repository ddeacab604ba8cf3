// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { monitorClient } from './mutators';
import { http } from './http';
import { responseHeadersOf } from './http-answers';
import { fetchAllPages, pagingOfBody, withPaging } from './paged';

// The real mutator and axios instance, with the network swapped for an adapter that answers
// with a JSON body and the headers the test gives.
type Answer = { body: unknown; headers?: Record<string, string> };
let answer: (config: InternalAxiosRequestConfig) => Answer;
const requests: InternalAxiosRequestConfig[] = [];
const savedAdapter = http.defaults.adapter;

const fakeAdapter: AxiosAdapter = async (config) => {
  requests.push(config);
  const { body, headers = {} } = answer(config);
  const response: AxiosResponse = {
    data: JSON.stringify(body),
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json', ...headers },
    config,
  };
  return response;
};

beforeEach(() => {
  requests.length = 0;
  http.defaults.adapter = fakeAdapter;
});
afterEach(() => {
  http.defaults.adapter = savedAdapter;
});

const listLoads = (page: number) =>
  monitorClient<{ id: number }[]>({ url: '/api/v1/loads', method: 'GET', params: { page } });

describe('withPaging over the real mutator', () => {
  it('reads currentpage, totalpages and totalitems from the headers that came with the body', async () => {
    answer = () => ({
      body: [{ id: 1 }, { id: 2 }],
      headers: { currentpage: '2', totalpages: '7', totalitems: '321' },
    });
    await expect(withPaging(listLoads(2))).resolves.toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      paging: { currentPage: 2, totalPages: 7, totalRecords: 321 },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.baseURL).toBe('/monitor');
  });

  it('reads the headers in any case', async () => {
    answer = () => ({ body: [], headers: { CurrentPage: '3', TotalPages: '4', TotalItems: '160' } });
    expect((await withPaging(listLoads(3))).paging).toEqual({ currentPage: 3, totalPages: 4, totalRecords: 160 });
  });

  it('keeps each response’s headers with its own body when calls overlap', async () => {
    answer = (config) => {
      const page = String((config.params as { page: number }).page);
      return { body: [{ id: Number(page) }], headers: { currentpage: page, totalpages: '9', totalitems: '450' } };
    };
    const [first, second] = await Promise.all([withPaging(listLoads(1)), withPaging(listLoads(5))]);
    expect(first).toEqual({ rows: [{ id: 1 }], paging: { currentPage: 1, totalPages: 9, totalRecords: 450 } });
    expect(second).toEqual({ rows: [{ id: 5 }], paging: { currentPage: 5, totalPages: 9, totalRecords: 450 } });
  });

  it('takes the defaults (page 1 of 1, 0 items) when the headers are missing', async () => {
    answer = () => ({ body: [{ id: 1 }] });
    await expect(withPaging(listLoads(1))).resolves.toEqual({
      rows: [{ id: 1 }],
      paging: { currentPage: 1, totalPages: 1, totalRecords: 0 },
    });
  });

  it('takes the default of each header that is missing or garbage', async () => {
    answer = () => ({ body: [{ id: 1 }], headers: { currentpage: 'two', totalitems: '75' } });
    expect((await withPaging(listLoads(2))).paging).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 75 });
  });

  it('gives no rows for a body that is not an array, still reading its headers', async () => {
    answer = () => ({
      body: { message: 'not a list' },
      headers: { currentpage: '2', totalpages: '2', totalitems: '60' },
    });
    await expect(withPaging(listLoads(2) as Promise<never[]>)).resolves.toEqual({
      rows: [],
      paging: { currentPage: 2, totalPages: 2, totalRecords: 60 },
    });
  });

  it('counts no item for an empty first page, whatever its headers say (a mock’s empty example)', async () => {
    answer = () => ({ body: [], headers: { currentpage: '1', totalpages: '1', totalitems: '4' } });
    expect((await withPaging(listLoads(1))).paging).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 0 });
  });

  it('gives no rows and default paging for an empty or scalar body', async () => {
    for (const body of [null, 'text', 12]) {
      answer = () => ({ body, headers: { currentpage: '3', totalpages: '3', totalitems: '101' } });
      await expect(withPaging(listLoads(1))).resolves.toEqual({
        rows: [],
        paging: { currentPage: 1, totalPages: 1, totalRecords: 0 },
      });
    }
  });
});

describe('fetchAllPages over the real mutator', () => {
  const pagesOf = (total: number) => (config: InternalAxiosRequestConfig) => {
    const page = (config.params as { page: number }).page;
    return {
      body: [{ id: page * 100 + 1 }, { id: page * 100 + 2 }],
      headers: { currentpage: String(page), totalpages: String(total), totalitems: String(total * 2) },
    };
  };
  const asked = () => requests.map((r) => (r.params as { page: number }).page);

  it('asks page 1, then every page its headers announce, and gives the rows in page order as one page', async () => {
    answer = pagesOf(3);
    await expect(fetchAllPages(listLoads, 20)).resolves.toEqual({
      rows: [{ id: 101 }, { id: 102 }, { id: 201 }, { id: 202 }, { id: 301 }, { id: 302 }],
      paging: { currentPage: 1, totalPages: 1, totalRecords: 6 },
    });
    expect(asked().sort()).toEqual([1, 2, 3]);
  });

  it('asks once when there is one page', async () => {
    answer = pagesOf(1);
    expect((await fetchAllPages(listLoads, 20)).rows).toEqual([{ id: 101 }, { id: 102 }]);
    expect(asked()).toEqual([1]);
  });

  it('stops at the most pages it is allowed', async () => {
    answer = pagesOf(50);
    expect((await fetchAllPages(listLoads, 4)).rows).toHaveLength(8);
    expect(asked().sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('responseHeadersOf', () => {
  it('gives the headers recorded for a body, and {} for anything else', async () => {
    answer = () => ({ body: [{ id: 1 }], headers: { currentpage: '4' } });
    const body = await listLoads(4);
    expect(responseHeadersOf(body)).toMatchObject({ currentpage: '4' });
    expect(responseHeadersOf([{ id: 1 }])).toEqual({});
    expect(responseHeadersOf(null)).toEqual({});
    expect(responseHeadersOf('text')).toEqual({});
  });

  it('withPaging of rows that did not come through the mutator takes the defaults', async () => {
    await expect(withPaging(Promise.resolve([{ id: 1 }]))).resolves.toEqual({
      rows: [{ id: 1 }],
      paging: { currentPage: 1, totalPages: 1, totalRecords: 0 },
    });
  });
});

describe('pagingOfBody (an answer whose rows sit in a field: the load board, a carrier directory)', () => {
  const search = () =>
    monitorClient<{ results: { id: number }[] }>({ url: '/api/v1/loads/broker_search', method: 'POST', data: {} });

  it('reads the headers that came with the object for the rows it holds', async () => {
    answer = () => ({
      body: { results: [{ id: 1 }] },
      headers: { currentpage: '2', totalpages: '9', totalitems: '412' },
    });
    const body = await search();
    expect(pagingOfBody(body, body.results.length)).toEqual({ currentPage: 2, totalPages: 9, totalRecords: 412 });
  });

  it('counts no item when the first page holds no row', async () => {
    answer = () => ({ body: { results: [] }, headers: { currentpage: '1', totalpages: '1', totalitems: '4' } });
    const body = await search();
    expect(pagingOfBody(body, 0)).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 0 });
  });
});
