import { describe, expect, it } from 'vitest';
import { http } from './http';

describe('the query string the portal sends', () => {
  it('repeats a list with its [] so Rails reads every value', () => {
    const url = http.getUri({ url: '/api/v1/loads', params: { 'q[status_in][]': ['available', 'covered'], page: 2 } });
    expect(decodeURIComponent(url)).toBe('/api/v1/loads?q[status_in][]=available&q[status_in][]=covered&page=2');
  });

  it('sends single Ransack keys as written', () => {
    const url = http.getUri({ url: '/api/v1/tickets', params: { 'q[s]': 'id desc', 'q[load_id_eq]': 50001 } });
    expect(decodeURIComponent(url)).toBe('/api/v1/tickets?q[s]=id+desc&q[load_id_eq]=50001');
  });
});
