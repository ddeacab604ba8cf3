/** Feature flags of the user and of the company, as the feature-flag actor calls return them. */
export interface FeatureFlagsInput {
  user: readonly string[];
  company: readonly string[];
}

/** A feature flag is on if either the user's or the company's list has it. */
export function isFeatureEnabled(flags: FeatureFlagsInput, name: string): boolean {
  return flags.user.includes(name) || flags.company.includes(name);
}

/** Every flag that is on for the user (the user's and the company's lists together), each once, sorted. */
export function enabledFlags(flags: FeatureFlagsInput): string[] {
  return [...new Set([...flags.user, ...flags.company])].sort();
}
