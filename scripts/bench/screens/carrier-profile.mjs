// The carrier profile (issue 16) as a broker opens it: navigation to the header painted (the one
// detail call; every tab loads when opened), and switching to the Safety tab from another one
// (its chunk, the SMS snapshot and the three paged tables) until its first inspection row shows.

/** The inspections table of the Safety tab ("Inspections of Prairie Wind Transport LLC"). */
const INSPECTIONS = /^Inspections of /;

/** @type {import('../screens.mjs').BenchScreen} */
export default {
  title: 'Carrier profile (carrier 1001)',
  route: 'carrierDetail',
  measures: [
    {
      name: 'Navigation → header painted',
      budget: 'firstContentMs',
      run: async (h) => (await h.navigateCold({ watch: { header: h.visible('main h1') } })).watched.header,
    },
    {
      name: 'Notes tab → "Safety" tab → first inspection row painted',
      budget: 'tabSwitchMs',
      run: async (h) => {
        await h.navigateCold({ url: `${h.url}?tab=notes`, watch: { header: h.visible('main h1') } });
        const tab = h.page.getByRole('tab', { name: 'Safety', exact: true });
        if ((await tab.count()) === 0) h.skip('no "Safety" tab');
        return h.clickAndWaitForFirstRow(tab, INSPECTIONS);
      },
    },
  ],
};
