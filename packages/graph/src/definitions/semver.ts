// The subset of Semantic Versioning 2.0.0 (https://semver.org) that node definitions use:
// MAJOR.MINOR.PATCH with an optional pre-release; build metadata is accepted and ignored in
// ordering, as the specification requires.

const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

interface ParsedVersion {
  major: number;
  minor: number;
  patch: number;
  preRelease: string[];
}

function parseVersion(version: string): ParsedVersion | undefined {
  const match = semverPattern.exec(version);
  if (!match) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    preRelease: match[4] === undefined ? [] : match[4].split('.'),
  };
}

/** True when the text is a semantic version such as `1.4.0` or `2.0.0-beta.1`. */
export function isSemanticVersion(version: string): boolean {
  return semverPattern.test(version);
}

function comparePreReleaseIdentifiers(left: string, right: string): number {
  const leftIsNumber = /^\d+$/.test(left);
  const rightIsNumber = /^\d+$/.test(right);
  if (leftIsNumber && rightIsNumber) return Number(left) - Number(right);
  // Numeric identifiers sort before alphanumeric ones (semver 2.0.0, rule 11.4.3).
  if (leftIsNumber) return -1;
  if (rightIsNumber) return 1;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Orders two semantic versions: negative when `left` is older, positive when newer, zero when they
 * have the same precedence. Throws when either is not a semantic version, since ordering such
 * text would silently pick a wrong "latest" definition.
 */
export function compareSemanticVersions(left: string, right: string): number {
  const a = parseVersion(left);
  const b = parseVersion(right);
  if (!a) throw new RangeError(`"${left}" is not a semantic version`);
  if (!b) throw new RangeError(`"${right}" is not a semantic version`);
  if (a.major !== b.major) return a.major - b.major;
  if (a.minor !== b.minor) return a.minor - b.minor;
  if (a.patch !== b.patch) return a.patch - b.patch;
  // A pre-release precedes its release.
  if (a.preRelease.length === 0 || b.preRelease.length === 0) {
    return b.preRelease.length - a.preRelease.length;
  }
  const length = Math.min(a.preRelease.length, b.preRelease.length);
  for (let index = 0; index < length; index += 1) {
    const order = comparePreReleaseIdentifiers(a.preRelease[index]!, b.preRelease[index]!);
    if (order !== 0) return order;
  }
  return a.preRelease.length - b.preRelease.length;
}

/** True for a version without a pre-release part. */
export function isStableVersion(version: string): boolean {
  const parsed = parseVersion(version);
  return parsed !== undefined && parsed.preRelease.length === 0;
}
