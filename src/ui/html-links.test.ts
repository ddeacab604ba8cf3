// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linksOf } from './html-links';

describe('linksOf', () => {
  it('reads each link’s text and raw href, script links included', () => {
    expect(
      linksOf(
        '<p>Pay: <a href="https://blueridge-remit.top/u">https://www.blueridgereefer.com/remittance</a></p>' +
          '<a href="javascript:alert(1)">View\n  the copy</a><a name="top">No address</a>',
      ),
    ).toEqual([
      { text: 'https://www.blueridgereefer.com/remittance', href: 'https://blueridge-remit.top/u' },
      { text: 'View the copy', href: 'javascript:alert(1)' },
      { text: 'No address', href: null },
    ]);
  });
  it('runs nothing and loads nothing while reading', () => {
    const w = window as { __ran?: boolean };
    linksOf('<img src=x onerror="window.__ran=true"><script>window.__ran=true</script><a href="#">x</a>');
    expect(w.__ran).toBeUndefined();
  });
  it('reads at most 200 links', () => {
    expect(linksOf('<a href="https://a.example">a</a>'.repeat(300))).toHaveLength(200);
  });
});
