// SARIF 2.1.0 (what GitHub code scanning and other static-analysis viewers read): one result per
// finding, located at the file and line in openapi/ that declares the operation or schema.

/**
 * @typedef {{ ruleId: string, level: 'error' | 'warning' | 'note', message: string, operationId: string,
 *   place: import('./source.mjs').SourcePlace | null, fingerprint: string, curl?: string }} Issue
 */

/**
 * @param {string} tool the command's name, e.g. "broker-portal contract-check"
 * @param {Record<string, string>} rules rule id to a one-line description
 * @param {Issue[]} issues
 * @returns {string}
 */
export function toSarif(tool, rules, issues) {
  const ids = Object.keys(rules);
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: tool,
            informationUri: 'https://www.npmjs.com/package/broker-portal',
            rules: ids.map((id) => ({ id, shortDescription: { text: rules[id] } })),
          },
        },
        results: issues.map((i) => ({
          ruleId: i.ruleId,
          ...(ids.includes(i.ruleId) ? { ruleIndex: ids.indexOf(i.ruleId) } : {}),
          level: i.level,
          message: { text: `${i.operationId}: ${i.message}${i.curl ? `\nReproduce: ${i.curl}` : ''}` },
          locations: i.place
            ? [
                {
                  physicalLocation: {
                    artifactLocation: { uri: i.place.file.split('\\').join('/') },
                    region: { startLine: i.place.line },
                  },
                },
              ]
            : [],
          partialFingerprints: { contractFinding: i.fingerprint },
        })),
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}
