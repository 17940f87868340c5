/**
 * The deploy-time choices an operator passes with `-c name=value` (docs/operations.md "Deploy"),
 * checked at synth so a typo fails before CloudFormation starts, with a message that says what
 * to pass instead.
 */

/** The stage `cdk deploy` builds when no `-c stage=...` is given. */
export const DEFAULT_STAGE = 'prod';

/**
 * Stage names go into the stack name and into account-wide resource names (CloudFront
 * functions and policies, at most 64 characters with our prefixes), so they are short and
 * plain: lowercase letters, digits and inner hyphens.
 */
const STAGE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,18}[a-z0-9])?$/;

export function parseStage(value: string | undefined): string {
  if (value === undefined) return DEFAULT_STAGE;
  if (!STAGE_PATTERN.test(value)) {
    throw new Error(
      `Invalid stage "${value}": use 1 to 20 lowercase letters, digits and hyphens, starting and ending with a ` +
        `letter or digit (e.g. -c stage=staging).`,
    );
  }
  return value;
}

/** A custom host name for the distribution and the ACM certificate CloudFront serves it with. */
export interface CustomDomain {
  readonly domainName: string;
  readonly certificateArn: string;
}

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
// CloudFront only accepts certificates from ACM in us-east-1, whatever region the stack is in.
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[A-Za-z0-9-]+$/;

export function parseDomain(domainName: string | undefined, certificateArn: string | undefined): CustomDomain | undefined {
  if (domainName === undefined && certificateArn === undefined) return undefined;
  if (domainName === undefined || certificateArn === undefined) {
    throw new Error(
      'A custom domain needs both -c domainName=<host> and -c certificateArn=<ACM certificate ARN in us-east-1>; ' +
        `only ${domainName === undefined ? 'certificateArn' : 'domainName'} was given.`,
    );
  }
  const domain = domainName.toLowerCase();
  if (!DOMAIN_PATTERN.test(domain)) {
    throw new Error(`Invalid domainName "${domainName}": give a host name such as learn.example.org (no scheme, no path).`);
  }
  const arn = CERTIFICATE_ARN.exec(certificateArn);
  if (!arn) {
    throw new Error(`Invalid certificateArn "${certificateArn}": expected arn:aws:acm:us-east-1:<account>:certificate/<id>.`);
  }
  if (arn[1] !== 'us-east-1') {
    throw new Error(
      `certificateArn is in ${arn[1]}, but CloudFront only uses ACM certificates from us-east-1: request or import ` +
        `the certificate for ${domain} in us-east-1 and pass that ARN.`,
    );
  }
  return { domainName: domain, certificateArn };
}

/**
 * The optional rate-based WAF rule in front of the distribution (`-c waf=true`, docs/operations.md
 * "WAF"): how many /api requests one address may send in five minutes before it is refused.
 */
export interface WafSettings {
  readonly rateLimit: number;
}

/**
 * Per address and 5-minute window, on /api only. A learner answering a question every few
 * seconds sends well under 100; a class of 30 behind one school NAT stays under it too.
 */
export const DEFAULT_WAF_RATE_LIMIT = 2000;
// AWS WAF's bounds for a rate-based rule's limit.
const WAF_RATE_LIMIT = { min: 10, max: 2_000_000_000 };

export function parseWaf(enabled: string | undefined, rateLimit: string | undefined): WafSettings | undefined {
  if (enabled !== undefined && enabled !== 'true' && enabled !== 'false') {
    throw new Error(`Invalid waf "${enabled}": pass -c waf=true to add the rate-based WAF rule, or leave it out.`);
  }
  if (enabled !== 'true') {
    if (rateLimit !== undefined) throw new Error('-c wafRateLimit only applies with -c waf=true.');
    return undefined;
  }
  if (rateLimit === undefined) return { rateLimit: DEFAULT_WAF_RATE_LIMIT };
  const limit = Number(rateLimit);
  if (!/^\d+$/.test(rateLimit) || limit < WAF_RATE_LIMIT.min || limit > WAF_RATE_LIMIT.max) {
    throw new Error(
      `Invalid wafRateLimit "${rateLimit}": give the /api requests one address may send in 5 minutes, a whole number from ` +
        `${WAF_RATE_LIMIT.min} to ${WAF_RATE_LIMIT.max} (default ${DEFAULT_WAF_RATE_LIMIT}).`,
    );
  }
  return { rateLimit: limit };
}

/**
 * The table's name in a stage (`-c tableName=...`, docs/operations.md "The table"). Explicit by
 * default, `ifa-<stage>`, so an operator, a script or a restore finds the stage's table by name,
 * and two stages never share one. `generated` keeps CloudFormation's generated name: for a stage
 * first deployed before names were explicit, whose table a new name would replace.
 */
export const GENERATED_TABLE_NAME = 'generated';
const TABLE_NAME = /^[A-Za-z0-9_.-]{3,255}$/;

export function parseTableName(value: string | undefined, stage: string): string | undefined {
  if (value === undefined) return `ifa-${stage}`;
  if (value === GENERATED_TABLE_NAME) return undefined;
  if (!TABLE_NAME.test(value)) {
    throw new Error(`Invalid tableName "${value}": 3 to 255 letters, digits, '_', '-' or '.' (or -c tableName=${GENERATED_TABLE_NAME} to keep CloudFormation's name).`);
  }
  return value;
}
